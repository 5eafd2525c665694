import { ACTIVITY_CALLS } from './calls/activities';
import { EVENT_CALLS } from './calls/event';
import { IDENTITY_CALLS } from './calls/identity';
import { MATERIAL_CALLS } from './calls/material';
import { NEWS_CALLS } from './calls/news';
import { PARTNER_CALLS } from './calls/partners';
import { POINTS_CALLS } from './calls/points';
import { QUESTION_CALLS } from './calls/questions';
import { SCHEDULE_CALLS } from './calls/schedule';
import { SHARE_CODE_CALLS } from './calls/shareCode';
import { SITE_CALLS } from './calls/site';
import { SPEAKER_CALLS } from './calls/speaker';
import { SSO_CALLS } from './calls/sso';
import type { WireCall } from './calls/wire';

/**
 * Every call the client makes to the gateway (spec section 7, and ours), by its name as the
 * fixture bundles record it (`<Area>/<Call>`, fixtures/index.ts). Each is declared once, in
 * calls/<area>.ts beside the src/api/<area>.ts that makes it, so that a page's code loads the
 * schemas of its own calls only. The client's functions, the embedded gateway's routes and
 * bearer check, and the JSON Schema export all read the declarations; tests/unit/calls.test.ts
 * finds a call made anywhere without one.
 */
export const GATEWAY_CALLS = {
  ...SITE_CALLS,
  ...SCHEDULE_CALLS,
  ...EVENT_CALLS,
  ...SPEAKER_CALLS,
  ...MATERIAL_CALLS,
  ...PARTNER_CALLS,
  ...NEWS_CALLS,
  ...ACTIVITY_CALLS,
  ...QUESTION_CALLS,
  ...IDENTITY_CALLS,
  ...SHARE_CODE_CALLS,
  ...POINTS_CALLS,
} as const satisfies Record<string, WireCall>;

/** The gateway's calls and the SSO session API's: every call the client makes. */
export const CALLS = { ...GATEWAY_CALLS, ...SSO_CALLS } as const satisfies Record<string, WireCall>;

export type CallPath = keyof typeof CALLS;
