import * as z from 'zod/mini';
import { SCHEDULE_CALLS } from '../../schemas/calls/schedule';
import { filled } from '../../schemas/calls/wire';
import type { BventSetting, FollowReply, ScheduleDate, ScheduleItem, ScheduleOption } from '../../schemas/content/schedule';
import { scheduleConfig, type ScheduleModule } from '../../schemas/modules/schedule';
import type { LanguageCode } from '../../schemas/primitives';
import { ask } from './gateway';

const SCHEDULE_ERROR = 'schedule error for api';

/** Which event and language a schedule call is for. */
export interface ScheduleScope {
  bventId: string;
  /** The content language; the replies are per language, like the other content calls' `lang`. */
  lang: LanguageCode;
}

/** The organiser's choices and the visitor's filters (spec section 7, Schedule/List). */
export interface ScheduleQuery extends ScheduleScope {
  date: string;
  dateIds: string[];
  typeIds: string[];
  venueIds: string[];
  keywords: string;
  searchType: number;
  style: number;
  typeCount: number;
  dataRangeType: number;
  dataDisplayType: number;
}

/** What scopes a programme besides its days: the organiser's module settings. */
export type ProgrammeScope = Pick<ScheduleModule['config'], 'typeIds' | 'venueIds' | 'style' | 'typeCount' | 'dataRangeType' | 'dataDisplayType'>;

/** The whole programme, unscoped: the programme's pages, and modules with default settings, share its days. */
export const WHOLE_PROGRAMME: ProgrammeScope = z.parse(scheduleConfig, {});

/** A day of the programme, as the list call asks for it. */
export type ProgrammeDay = Pick<ScheduleDate, 'id' | 'date'>;

/** The list call's query for one day of a programme, unfiltered by the visitor: the browser's and the server's alike. */
export function programmeDayQuery(scope: ScheduleScope, programme: ProgrammeScope, day: ProgrammeDay): ScheduleQuery {
  return {
    ...scope,
    date: day.date,
    dateIds: [day.id],
    typeIds: programme.typeIds,
    venueIds: programme.venueIds,
    keywords: '',
    searchType: 0,
    style: programme.style,
    typeCount: programme.typeCount,
    dataRangeType: programme.dataRangeType,
    dataDisplayType: programme.dataDisplayType,
  };
}

/** The sessions of one day; signed-in visitors get their own isFollowed. */
export function getScheduleList(query: ScheduleQuery, signal?: AbortSignal): Promise<ScheduleItem[]> {
  return ask(SCHEDULE_CALLS['Schedule/List'], query, { signal, whenInvalid: SCHEDULE_ERROR });
}

export function getScheduleDates(scope: ScheduleScope, signal?: AbortSignal): Promise<ScheduleDate[]> {
  return ask(SCHEDULE_CALLS['Schedule/Dates'], scope, { signal, whenInvalid: SCHEDULE_ERROR });
}

export function getScheduleTypes(scope: ScheduleScope, signal: AbortSignal): Promise<ScheduleOption[]> {
  return ask(SCHEDULE_CALLS['Schedule/Types'], scope, { signal, whenInvalid: SCHEDULE_ERROR });
}

export function getScheduleVenues(scope: ScheduleScope, signal: AbortSignal): Promise<ScheduleOption[]> {
  return ask(SCHEDULE_CALLS['Schedule/Venues'], scope, { signal, whenInvalid: SCHEDULE_ERROR });
}

/** The event setting outside the aggregator, readable without a token. */
export function getBventSetting(bventId: string, signal: AbortSignal): Promise<BventSetting> {
  return ask(filled(SCHEDULE_CALLS['WebAggregator/GetBventSetting'], { bventId }), undefined, { signal, whenInvalid: 'bvent setting error for api' });
}

/**
 * Ours, not in the spec (schemas/calls/schedule.ts, Schedule/Follow): follows (`follow` true) or
 * unfollows one session for the signed-in account; resolves the session's state afterwards.
 * Signed out, the gateway refuses it with its not-logged-in message.
 */
export function followSession(bventId: string, scheduleId: string, follow: boolean, signal?: AbortSignal): Promise<FollowReply> {
  return ask(SCHEDULE_CALLS['Schedule/Follow'], { bventId, scheduleId, follow }, { signal, whenInvalid: SCHEDULE_ERROR });
}

/** Ours, not in the spec (Schedule/Followed): the ids of the event's sessions the signed-in account follows. */
export function getFollowedSessions(bventId: string, signal: AbortSignal): Promise<string[]> {
  return ask(SCHEDULE_CALLS['Schedule/Followed'], { bventId }, { signal, whenInvalid: SCHEDULE_ERROR });
}
