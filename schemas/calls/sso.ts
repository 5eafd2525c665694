import * as z from 'zod/mini';
import { loginParameters, ssoLoginResult, ssoSessionResult } from '../sso';
import type { WireCall } from './wire';

/**
 * The single-sign-on session API of cookie mode, under the deployment's SSO base. Its
 * credential is the session's, sent bare in the Authorization header and checked by the SSO
 * itself: none of these carries the gateway's token.
 */
export const SSO_CALLS = {
  'session/login': { path: 'api/session/login', method: 'POST', auth: 'none', request: loginParameters, returnObj: ssoLoginResult },
  /** The credential goes in the Authorization header. */
  'session/checksession': { path: 'api/session/checksession', method: 'GET', auth: 'none', request: null, returnObj: ssoSessionResult },
  /** The client reads only the envelope's verdict. */
  'session/logout': { path: 'api/session/logout', method: 'GET', auth: 'none', request: null, returnObj: z.unknown() },
} as const satisfies Record<string, WireCall>;
