import type { IncomingMessage } from 'node:http';
import { readJson, send, sendJson } from '../http';
import type { Handler, Route } from '../router';
import { COOKIE_HELPER_PATH, cookieHelperPage } from './cookieHelper';
import { SSO_CALLS } from '../../../schemas/calls/sso';
import { rootedPath } from '../../../schemas/calls/wire';
import { ABNORMAL_ACCESS, SESSION_COOKIE } from '../../../schemas/sso';
import { clearedCookies, readCookie, sessionCookies } from './cookies';
import { resolveLogin } from './demoLogins';
import { SESSION_TTL_SECONDS, SessionStore } from './sessions';

const NOT_SIGNED_IN = '未登录';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The SSO's wrapped reply (spec section 7); always 200, the verdict is isSuccess. */
function wrapped(isSuccess: boolean, businessMessage: string | null, returnObj: unknown = null) {
  return { isSuccess, businessMessage, sysMessage: null, businessCode: null, returnObj };
}

/** The credential the request carries: Authorization (bare or Bearer) first, else the session cookie. */
function credentialOf(req: IncomingMessage): { token: string | undefined; fromHeader: boolean } {
  const header = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (header) return { token: header, fromHeader: true };
  return { token: readCookie(req, SESSION_COOKIE) || undefined, fromHeader: false };
}

function login(store: SessionStore): Handler {
  return async (req, res) => {
    const outcome = resolveLogin(await readJson(req));
    if ('refused' in outcome) return sendJson(res, 200, wrapped(false, outcome.refused), NO_STORE);
    const session = store.open(outcome.account.accountId, outcome.account.name);
    const result = { accountId: session.accountId, token: session.token, name: session.name, expiresIn: SESSION_TTL_SECONDS };
    res.setHeader('Set-Cookie', sessionCookies(session.token));
    sendJson(res, 200, wrapped(true, null, result), NO_STORE);
  };
}

function checkSession(store: SessionStore): Handler {
  return (req, res) => {
    const { token, fromHeader } = credentialOf(req);
    const session = store.find(token);
    if (!session) {
      // A credential we never issued (or one long expired) is abnormal; no credential at all is not.
      if (!fromHeader) res.setHeader('Set-Cookie', clearedCookies());
      return sendJson(res, 200, wrapped(false, token ? ABNORMAL_ACCESS : NOT_SIGNED_IN), NO_STORE);
    }
    sendJson(res, 200, wrapped(true, null, { accountId: session.accountId, name: session.name }), NO_STORE);
  };
}

function logout(store: SessionStore): Handler {
  return (req, res) => {
    store.close(credentialOf(req).token);
    store.close(readCookie(req, SESSION_COOKIE));
    res.setHeader('Set-Cookie', clearedCookies());
    sendJson(res, 200, wrapped(true, null, true), NO_STORE);
  };
}

/** A session call where its declaration (schemas/calls/sso.ts) puts it, with the SSO base at our root. */
const declared = (name: keyof typeof SSO_CALLS, handle: Handler): Route => ({ methods: [SSO_CALLS[name].method], path: rootedPath(SSO_CALLS[name].path), handle });

/**
 * The SSO session API of spec section 7 on the replay server, same origin as the client:
 * login opens an in-memory session and sets its cookies, checksession reads it, logout ends it.
 * Also serves the cookie-helper frame.
 */
export function ssoRoutes(store = new SessionStore()): Route[] {
  return [
    declared('session/login', login(store)),
    declared('session/checksession', checkSession(store)),
    declared('session/logout', logout(store)),
    {
      methods: ['GET', 'HEAD'],
      path: COOKIE_HELPER_PATH,
      handle: (_req, res) => send(res, 200, cookieHelperPage, { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE }),
    },
  ];
}
