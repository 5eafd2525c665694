import type * as z from 'zod/mini';
import {
  bventSetting,
  followedSessions,
  followReply,
  scheduleDates,
  scheduleList,
  scheduleOptions,
  type BventSetting,
  type FollowReply,
  type ScheduleDate,
  type ScheduleItem,
  type ScheduleOption,
} from '../../schemas/content/schedule';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

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

async function post<S extends z.ZodMiniType>(call: string, body: object, schema: S, signal: AbortSignal | undefined, auth = false): Promise<z.output<S>> {
  const reply = await callGateway(`${AGGREGATOR}/Schedule/${call}`, body, { auth, signal });
  return parseReply(schema, reply, catalogue.noData, SCHEDULE_ERROR);
}

/** The sessions of one day; signed-in visitors get their own isFollowed. */
export function getScheduleList(query: ScheduleQuery, signal?: AbortSignal): Promise<ScheduleItem[]> {
  return post('List', query, scheduleList, signal, true);
}

export function getScheduleDates(scope: ScheduleScope, signal?: AbortSignal): Promise<ScheduleDate[]> {
  return post('Dates', scope, scheduleDates, signal);
}

export function getScheduleTypes(scope: ScheduleScope, signal: AbortSignal): Promise<ScheduleOption[]> {
  return post('Types', scope, scheduleOptions, signal);
}

export function getScheduleVenues(scope: ScheduleScope, signal: AbortSignal): Promise<ScheduleOption[]> {
  return post('Venues', scope, scheduleOptions, signal);
}

/** The event setting outside the aggregator, readable without a token. */
export async function getBventSetting(bventId: string, signal: AbortSignal): Promise<BventSetting> {
  const reply = await callGateway(`/api/WebAggregator/notoken/${encodeURIComponent(bventId)}/GetBventSetting`, undefined, { method: 'GET', signal });
  return parseReply(bventSetting, reply, catalogue.noData, 'bvent setting error for api');
}

/**
 * Ours, not in the spec (schemas/calls.ts, Schedule/Follow): follows (`follow` true) or
 * unfollows one session for the signed-in account; resolves the session's state afterwards.
 * Signed out, the gateway refuses it with its not-logged-in message.
 */
export function followSession(bventId: string, scheduleId: string, follow: boolean, signal?: AbortSignal): Promise<FollowReply> {
  return post('Follow', { bventId, scheduleId, follow }, followReply, signal, true);
}

/** Ours, not in the spec (Schedule/Followed): the ids of the event's sessions the signed-in account follows. */
export function getFollowedSessions(bventId: string, signal: AbortSignal): Promise<string[]> {
  return post('Followed', { bventId }, followedSessions, signal, true);
}
