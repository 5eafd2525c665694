// @vitest-environment jsdom
// The cookie-mode driver wired to its effects: storage, the SSO calls, the once-a-second watch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src/auth/session';
import { COOKIE_CHECK_INTERVAL_MS, createCookieDriver } from '../../../src/auth/cookie/driver';
import { readStoredSession, writeStoredSession, type StoredSession } from '../../../src/auth/cookie/storedSession';

const sso = vi.hoisted(() => ({
  cookie: true,
  sessionCookiePresent: vi.fn(async () => sso.cookie),
  ssoCheckSession: vi.fn(async (): Promise<unknown> => ({ accountId: 'acct-1', name: 'Ada' })),
  ssoLogout: vi.fn(async () => undefined),
  clearSessionMarker: vi.fn(),
}));
vi.mock('../../../src/auth/cookie/sso', () => sso);
const redirect = vi.hoisted(() => ({ redirectToLogin: vi.fn() }));
vi.mock('../../../src/auth/cookie/loginRedirect', () => redirect);

const NOW = 1_700_000_000_000;
const stored = (expiresAt = NOW + 3_600_000): StoredSession => ({ token: 'tok', user: { sub: 'acct-1', accountId: 'acct-1', name: 'Ada' }, expiresAt });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  sessionStorage.clear();
  sso.cookie = true;
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

async function started() {
  const driver = createCookieDriver({ language: () => 'en-US' });
  const states: SessionState[] = [];
  driver.subscribe((state) => states.push(state));
  driver.start();
  await vi.advanceTimersByTimeAsync(0);
  return { driver, states };
}

describe('cookie driver', () => {
  it('with nothing stored: signed out, no credential, no call', async () => {
    const { driver } = await started();
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: null });
    expect(driver.accessToken()).toBeNull();
    expect(sso.ssoCheckSession).not.toHaveBeenCalled();
  });

  it('a stored credential with its cookie is confirmed by checksession (x-lang from the site) and gives the gateway its token', async () => {
    writeStoredSession(stored(NOW + 5_000));
    const { driver, states } = await started();
    expect(sso.ssoCheckSession).toHaveBeenCalledWith('tok', { language: 'en-US' });
    expect(states.map((state) => state.status)).toEqual(['signedIn']);
    expect(driver.getState().user).toEqual({ sub: 'acct-1', accountId: 'acct-1', name: 'Ada' });
    expect(driver.accessToken()).toBe('tok');
    expect(readStoredSession()?.expiresAt).toBe(NOW + 3_600_000);
  });

  it('checksession answering just the account id keeps the stored name', async () => {
    sso.ssoCheckSession.mockResolvedValueOnce('acct-1');
    writeStoredSession(stored());
    const { driver } = await started();
    expect(driver.getState().user?.name).toBe('Ada');
  });

  it('a stored credential whose cookie is gone is dropped quietly: signed out, no redirect', async () => {
    sso.cookie = false;
    writeStoredSession(stored());
    const { driver } = await started();
    expect(driver.getState().status).toBe('signedOut');
    expect(readStoredSession()).toBeNull();
    expect(redirect.redirectToLogin).not.toHaveBeenCalled();
  });

  it('the cookie vanishing is noticed at the next second: signed out, entry cleared, login handler called', async () => {
    writeStoredSession(stored());
    const { driver } = await started();
    sso.cookie = false;
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS);
    expect(driver.getState().status).toBe('signedOut');
    expect(driver.accessToken()).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(redirect.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('re-checks with checksession once local expiry is within 10 s', async () => {
    writeStoredSession(stored());
    await started();
    sso.ssoCheckSession.mockClear();
    await vi.advanceTimersByTimeAsync(3_600_000 - 10_000 - 1_000);
    expect(sso.ssoCheckSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * COOKIE_CHECK_INTERVAL_MS);
    expect(sso.ssoCheckSession).toHaveBeenCalledTimes(1);
  });

  it('signIn takes up the session the login form stored; without one it sends the visitor to the form', async () => {
    const { driver } = await started();
    await driver.signIn({ returnTo: '/site/x' });
    expect(redirect.redirectToLogin).toHaveBeenCalledWith('/site/x');
    writeStoredSession(stored());
    await driver.signIn();
    expect(driver.getState().status).toBe('signedIn');
    expect(driver.accessToken()).toBe('tok');
  });

  it('signOut calls logout with the credential, clears the marker cookie and the entry', async () => {
    writeStoredSession(stored());
    const { driver } = await started();
    await driver.signOut();
    expect(sso.ssoLogout).toHaveBeenCalledWith('tok', { language: 'en-US' });
    expect(sso.clearSessionMarker).toHaveBeenCalled();
    expect(readStoredSession()).toBeNull();
    expect(driver.getState().status).toBe('signedOut');
  });

  it('stop ends the watch', async () => {
    writeStoredSession(stored());
    const { driver } = await started();
    driver.stop();
    sso.sessionCookiePresent.mockClear();
    await vi.advanceTimersByTimeAsync(5 * COOKIE_CHECK_INTERVAL_MS);
    expect(sso.sessionCookiePresent).not.toHaveBeenCalled();
  });
});
