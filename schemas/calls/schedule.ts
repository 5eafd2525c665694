import * as z from 'zod/mini';
import { bventSetting, followedRequest, followedSessions, followReply, followRequest, scheduleDates, scheduleList, scheduleOptions } from '../content/schedule';
import { bventScope } from './sent';
import { AGGREGATOR, type WireCall } from './wire';

/** The programme (spec section 7) and following its sessions (ours). */
export const SCHEDULE_CALLS = {
  /** Signed in, each session says whether the visitor follows it. */
  'Schedule/List': {
    path: `${AGGREGATOR}/Schedule/List`,
    method: 'POST',
    auth: 'optional',
    request: z.strictObject({
      ...bventScope,
      /** The day asked for, YYYY-MM-DD, and its id from Schedule/Dates. */
      date: z.string(),
      dateIds: z.array(z.string()),
      typeIds: z.array(z.string()),
      venueIds: z.array(z.string()),
      keywords: z.string(),
      searchType: z.number(),
      style: z.number(),
      typeCount: z.number(),
      dataRangeType: z.number(),
      dataDisplayType: z.number(),
    }),
    returnObj: scheduleList,
  },
  'Schedule/Dates': { path: `${AGGREGATOR}/Schedule/Dates`, method: 'POST', auth: 'none', request: z.strictObject(bventScope), returnObj: scheduleDates },
  'Schedule/Types': { path: `${AGGREGATOR}/Schedule/Types`, method: 'POST', auth: 'none', request: z.strictObject(bventScope), returnObj: scheduleOptions },
  'Schedule/Venues': { path: `${AGGREGATOR}/Schedule/Venues`, method: 'POST', auth: 'none', request: z.strictObject(bventScope), returnObj: scheduleOptions },
  // Ours, not in the spec: the spec has sessions followed (isFollowed) but names no call that
  // follows one. The replay server answers them live (preview/server/follows.ts), keeping each
  // account's state for its lifetime.
  /** Ours: follow or unfollow one session; answers the session's state afterwards. */
  'Schedule/Follow': { path: `${AGGREGATOR}/Schedule/Follow`, method: 'POST', auth: 'required', request: followRequest, returnObj: followReply },
  /** Ours: the ids of the event's sessions the signed-in account follows. */
  'Schedule/Followed': { path: `${AGGREGATOR}/Schedule/Followed`, method: 'POST', auth: 'required', request: followedRequest, returnObj: followedSessions },
  /** Outside the aggregator, readable without a token; the event is in the path. */
  'WebAggregator/GetBventSetting': { path: '/api/WebAggregator/notoken/{bventId}/GetBventSetting', method: 'GET', auth: 'none', request: null, returnObj: bventSetting },
} as const satisfies Record<string, WireCall>;
