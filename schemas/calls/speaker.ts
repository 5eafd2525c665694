import * as z from 'zod/mini';
import { speakerGroups, speakerPage } from '../content/speaker';
import { bventScope, count } from './sent';
import { AGGREGATOR, type WireCall } from './wire';

export const SPEAKER_CALLS = {
  'Speaker/QuerySpeakerList': {
    path: `${AGGREGATOR}/Speaker/QuerySpeakerList`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ ...bventScope, topOrgId: z.string(), pageIndex: count, pageSize: count, keyword: z.string() }),
    returnObj: speakerPage,
  },
  'Speaker/QuerySpeakerGroupList': { path: `${AGGREGATOR}/Speaker/QuerySpeakerGroupList`, method: 'POST', auth: 'none', request: z.strictObject({ bventId: z.string() }), returnObj: speakerGroups },
} as const satisfies Record<string, WireCall>;
