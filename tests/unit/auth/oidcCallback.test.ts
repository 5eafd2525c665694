// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { postLoginCode, trustedLoginCode } from '../../../src/auth/oidc/loginMessage';
import { REDIRECT_URL_KEY } from '../../../src/auth/oidc/returnAddress';
import { completeSignIn, type CallbackEnvironment } from '../../../src/pages/login/callbackFlow';

const ORIGIN = window.location.origin;

/** A UserManager whose callback fails or yields no user (popup and silent responses yield none). */
const manager = (outcome: 'none' | Error) =>
  ({
    signinCallback: vi.fn(() => (outcome === 'none' ? Promise.resolve(undefined) : Promise.reject(outcome))),
    removeUser: vi.fn(() => Promise.resolve()),
  }) as unknown as UserManager;

function environment(more: Partial<CallbackEnvironment> = {}) {
  const go = vi.fn();
  const env: CallbackEnvironment = { href: `${ORIGIN}/site/pages/login/callback?code=c&state=s`, origin: ORIGIN, storage: sessionStorage, opener: null, go, ...more };
  return { env, go };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('callback page', () => {
  it('on failure logs, removes the user, remembers the failure and still returns to the saved address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(REDIRECT_URL_KEY, '/site/pages/personal/index');
    const failing = manager(new Error('No matching state found in storage'));
    const { env, go } = environment({ manager: failing });
    await completeSignIn(env);
    expect(error).toHaveBeenCalled();
    expect(failing.removeUser).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(`${ORIGIN}/site/pages/personal/index`);
    expect(sessionStorage.getItem('minisite.oidc.failure')).toBe('oidc:error.state');
  });

  it.each([`${ORIGIN}/site/pages/login/callback#id_token=x&state=s`, `${ORIGIN}/site/pages/login/callback?code=c&access_token=x&state=s`])(
    'refuses a hybrid response %s before the library sees it',
    async (href) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const untouched = manager('none');
      const { env, go } = environment({ href, manager: untouched });
      await completeSignIn(env);
      expect(untouched.signinCallback).not.toHaveBeenCalled();
      expect(go).toHaveBeenCalledWith(`${ORIGIN}/site/`);
    },
  );

  it('inside a frame posts the code to its parent on its own origin, never *', async () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const { env, go } = environment({ opener: parent, manager: manager('none') });
    await completeSignIn(env);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'minisite-sso-login', code: 1 }, ORIGIN);
    expect(go).not.toHaveBeenCalled();
  });

  it.each<[string, Error, string]>([
    ['no sign-in at the SSO: the provider code', new ErrorResponse({ error: 'login_required', error_description: 'End-User authentication is required' }), 'login_required'],
    ['another provider error: its text key', new ErrorResponse({ error: 'server_error' }), 'oidc:error.failed'],
    ['a refused state: its text key', new Error('No matching state found in storage'), 'oidc:error.state'],
  ])('inside a frame posts -1 on failure, %s', async (_name, failure, errmsg) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const { env } = environment({ opener: parent, manager: manager(failure) });
    await completeSignIn(env);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'minisite-sso-login', code: -1, errmsg }, ORIGIN);
  });
});

describe('login message', () => {
  const frame = {} as Window;
  const message = (data: unknown, origin = ORIGIN, source: unknown = frame) => new MessageEvent('message', { data, origin, source: source as MessageEventSource });

  it('trusts a login code from our origin and the expected window', () => {
    expect(trustedLoginCode(message({ type: 'minisite-sso-login', code: 1 }), frame)).toEqual({ code: 1 });
    expect(trustedLoginCode(message({ type: 'minisite-sso-login', code: -1, errmsg: '登录失败' }), frame)).toEqual({ code: -1, errmsg: '登录失败' });
  });

  it.each<[string, MessageEvent, Window | null]>([
    ['another origin', message({ type: 'minisite-sso-login', code: 1 }, 'http://localhost:4173'), frame],
    ['another window', message({ type: 'minisite-sso-login', code: 1 }, ORIGIN, {}), frame],
    ['no window expected', message({ type: 'minisite-sso-login', code: 1 }), null],
    ['another message type', message({ type: 'other', code: 1 }), frame],
    ['an unknown code', message({ type: 'minisite-sso-login', code: 2 }), frame],
    ['a string', message('code=1'), frame],
  ])('ignores %s', (_name, event, expected) => {
    expect(trustedLoginCode(event, expected)).toBeNull();
  });

  it('posts with our origin as the target', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    postLoginCode(target, 1);
    expect(target.postMessage).toHaveBeenCalledWith({ type: 'minisite-sso-login', code: 1 }, ORIGIN);
  });
});
