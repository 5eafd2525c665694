import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { fileUrl, flag, id, languageCode, numeric, safeUrl, text } from '../primitives';

/**
 * Replies of the schedule calls (spec section 7: Schedule/List, Types, Venues, Dates and the
 * event setting). Objects stay loose: a real gateway sends more than we read.
 */

/** A named filter value (a schedule type or a venue). */
export const scheduleOption = z.looseObject({ id, name: z.string() });
export type ScheduleOption = z.infer<typeof scheduleOption>;

export const scheduleOptions = z.array(scheduleOption);

/** One day of the programme; `date` is the calendar day (YYYY-MM-DD) the list is asked for. */
export const scheduleDate = z.looseObject({
  id,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')),
});
export type ScheduleDate = z.infer<typeof scheduleDate>;

export const scheduleDates = z.array(scheduleDate);

/**
 * Live state as the gateway reports it: 0 not started, 1 broadcasting, 2 over. Absent when the
 * gateway does not know; the client then reads the times.
 */
export const LIVE_STATUS = { notStarted: 0, live: 1, over: 2 } as const;

/**
 * How a session is streamed: 0 not streamed (on site only), 1 live broadcast, 2 a recording
 * played back at the scheduled time, 3 a recording watchable any time (on demand).
 */
export const PLAY_TYPE = { none: 0, live: 1, playback: 2, onDemand: 3 } as const;

const liveStatus = z.nullish(z.union([z.literal(0), z.literal(1), z.literal(2)]));
const playType = z._default(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), 0);

/** A date-time as the gateway sends it ("2026-10-22 09:30:00" or ISO 8601). */
const dateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/, 'Expected a date-time'));

export const scheduleSpeaker = z.looseObject({
  pkey: id,
  fullName: z.string(),
  position: text,
  company: text,
  avatar: z.nullish(fileUrl),
});
export type ScheduleSpeaker = z.infer<typeof scheduleSpeaker>;

/** Spec section 3, "Schedule item". */
export const scheduleItem = z.looseObject({
  id,
  title: z.string(),
  topic: text,
  beginTime: dateTime,
  endTime: dateTime,
  venue: z.nullish(scheduleOption),
  scheduleType: z.nullish(scheduleOption),
  isFollowed: flag,
  /** The live address per site language; a visitor only gets the one in their language. */
  liveLinks: z._default(z.array(z.looseObject({ language: languageCode, url: safeUrl })), []),
  liveStatus,
  playType,
  /** The recording: watched as a replay once the session is over, or on demand. */
  playbackUrl: z.nullish(safeUrl),
  speakers: z._default(z.array(scheduleSpeaker), []),
  sort: z.nullish(numeric),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

export const scheduleList = keptList(scheduleItem);

/** GetBventSetting: whether attendees may follow (favourite) sessions. */
export const bventSetting = z.looseObject({ attendeesCanFollowSchedule: flag });
export type BventSetting = z.infer<typeof bventSetting>;

/*
 * Following a session: ours, not in the spec. The spec has sessions followed ("Schedule
 * favourite is toggled with confirmation messages", isFollowed on each Schedule/List item) but
 * names no call that follows one; these are the contract we define for it (schemas/calls.ts:
 * Schedule/Follow and Schedule/Followed, both for a signed-in account).
 */

/** Schedule/Follow's body: follow (true) or unfollow (false) one session of the event. */
export const followRequest = z.strictObject({ bventId: z.string(), scheduleId: z.string(), follow: z.boolean() });
export type FollowRequest = z.infer<typeof followRequest>;

/** Schedule/Follow's returnObj: the session's state for the account once the call has taken effect. */
export const followReply = z.looseObject({ scheduleId: id, isFollowed: z.boolean() });
export type FollowReply = z.infer<typeof followReply>;

/** Schedule/Followed's body: which event. */
export const followedRequest = z.strictObject({ bventId: z.string() });

/** Schedule/Followed's returnObj: the ids of the sessions of the event the account follows. */
export const followedSessions = z.array(id);
