import * as z from 'zod/mini';
import { activityPage } from '../content/activity';
import { languageCode } from '../primitives';
import { bventScope, count } from './sent';
import { AGGREGATOR, type WireCall } from './wire';

// The spec names both calls and their isPublish; the rest of each request and the reply
// (schemas/content/activity.ts) are ours. An agency's site lists the agency's sites, any other
// site its event's activities under the destination's mini-program code.
export const ACTIVITY_CALLS = {
  /** Ours in its fields: the published sites of an agency (the site's businessId). */
  'Site/QuerySitesForAgency': {
    path: `${AGGREGATOR}/Site/QuerySitesForAgency`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ businessId: z.string(), lang: languageCode, isPublish: z.literal(true), pageNo: count, pageSize: count }),
    returnObj: activityPage,
  },
  /** Ours in its fields: the published events sharing an event's mini-program (destination) code. */
  'Bvent/GetMiniProgramCodeBvents': {
    path: `${AGGREGATOR}/Bvent/GetMiniProgramCodeBvents`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ ...bventScope, destinationCode: z.string(), isPublish: z.literal(true), pageNo: count, pageSize: count }),
    returnObj: activityPage,
  },
} as const satisfies Record<string, WireCall>;
