// @vitest-environment jsdom
// Every fault kind on each call of the session cookie's mode, at the moment it is made, with the
// fault at the network edge (fetch) and the mode's own code above it: the login form's call and
// the session check as a signed-in visitor's page loads. The browser's share
// (tests/e2e/signInFaults.spec.ts) meets each moment with one kind, rotated, and reads the page's
// message in Portuguese; the user record's every kind is the gateway's (tests/unit/faultKinds.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_CALLS } from '../../../schemas/calls/sso';
import { SESSION_MARKER_COOKIE, type LoginParameters } from '../../../schemas/sso';
import { createCookieDriver } from '../../../src/auth/cookie/driver';
import { openCookieSession } from '../../../src/auth/cookie/openSession';
import { SsoError } from '../../../src/auth/cookie/sso';
import { readStoredSession } from '../../../src/auth/cookie/storedSession';
import type { SessionDriver, SessionState } from '../../../src/auth/session';
import { setConfig } from '../../../src/platform/config';
import { FAULT_ANSWERS, type FaultAnswer } from '../support/faultAnswers';

const ACCOUNT = { accountId: 'acct-1', name: 'Ana' };
/** The account form's payload (schemas/sso.ts). */
const PARAMETERS: LoginParameters = { userName: 'ana', password: 'secret', topOrgId: 'org-1' };
const HEADERS = { language: 'pt-PT' } as const;

const reply = (returnObj: unknown) => new Response(JSON.stringify({ isSuccess: true, returnObj }), { headers: { 'Content-Type': 'application/json' } });

/** The SSO as fetch sees it: healthy, but for the call `faulted` names, which `fault` answers. */
function sso(faulted?: { path: string; fault: FaultAnswer }): typeof fetch {
  return async (input, init) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (faulted && pathname.endsWith(faulted.path)) return faulted.fault.answer(input, init);
    if (pathname.endsWith(SSO_CALLS['session/login'].path)) return reply({ ...ACCOUNT, token: 'tok' });
    if (pathname.endsWith(SSO_CALLS['session/checksession'].path)) return reply(ACCOUNT);
    return new Response('not found', { status: 404 });
  };
}

let drivers: SessionDriver[] = [];

beforeEach(() => {
  // The matrix's short request limit: a held request ends in "timed out" at once. The SSO answers
  // this page itself, not through the helper frame of the hosts that need one.
  setConfig({ requestTimeoutMs: 50, cookieHelperHosts: [] });
  sessionStorage.clear();
  document.cookie = `${SESSION_MARKER_COOKIE}=1; Path=/`;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const driver of drivers) driver.stop();
  drivers = [];
  document.cookie = `${SESSION_MARKER_COOKIE}=; Path=/; Max-Age=0`;
  setConfig({ requestTimeoutMs: undefined, cookieHelperHosts: undefined });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page load's driver, once it has looked at the stored session. */
async function loaded(): Promise<SessionState> {
  const driver = createCookieDriver({ language: () => HEADERS.language });
  drivers.push(driver);
  driver.start();
  return vi.waitUntil(() => (driver.getState().status === 'checking' ? false : driver.getState()), { timeout: 5_000, interval: 5 }) as Promise<SessionState>;
}

describe('every fault kind on the session cookie mode', () => {
  it.each(FAULT_ANSWERS)('$name on the login from the form: refused, nothing kept, and the form signs in once it is gone', async (fault) => {
    vi.stubGlobal('fetch', sso({ path: SSO_CALLS['session/login'].path, fault }));
    const refusal = await openCookieSession(PARAMETERS, HEADERS).then(
      () => null,
      (error: unknown) => error,
    );
    // The form shows an SSO refusal's own words, else its translated "login failed" (useCookieLogin).
    expect(refusal).toBeInstanceOf(Error);
    if (refusal instanceof SsoError) expect(fault.refuses).toBe(true);
    expect(readStoredSession()).toBeNull();
    vi.stubGlobal('fetch', sso());
    await openCookieSession(PARAMETERS, HEADERS);
    expect(await loaded()).toMatchObject({ status: 'signedIn', user: { accountId: ACCOUNT.accountId } });
  });

  it.each(FAULT_ANSWERS)('$name on the session check as a signed-in page loads: the load settles, the credential stays, the next load is signed in', async (fault) => {
    vi.stubGlobal('fetch', sso());
    await openCookieSession(PARAMETERS, HEADERS);
    vi.stubGlobal('fetch', sso({ path: SSO_CALLS['session/checksession'].path, fault }));
    expect(await loaded()).toEqual({ status: 'signedOut', user: null, error: null });
    // Only the SSO's "abnormal access" ends the credential (spec section 4); no fault here says it.
    expect(readStoredSession()).not.toBeNull();
    vi.stubGlobal('fetch', sso());
    expect(await loaded()).toMatchObject({ status: 'signedIn', user: { accountId: ACCOUNT.accountId } });
  });
});
