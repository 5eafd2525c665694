// @vitest-environment jsdom
// The cookie-mode SSO calls (spec section 7) through our request function, against a stubbed fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameOriginPath } from '../../../src/auth/cookie/loginRedirect';
import { HOSTILE_RETURN_ADDRESSES } from '../../e2e/auth/strongReturnCorpus';
import { openCookieSession } from '../../../src/auth/cookie/openSession';
import { sessionCookiePresent, SsoError, ssoCheckSession, ssoLogin, ssoLogout, usesCookieHelper } from '../../../src/auth/cookie/sso';
import { readStoredSession, SESSION_STORAGE_KEY } from '../../../src/auth/cookie/storedSession';
import { setConfig } from '../../../src/platform/config';

const wrapped = (isSuccess: boolean, returnObj: unknown, businessMessage: string | null = null) =>
  new Response(JSON.stringify({ isSuccess, businessMessage, sysMessage: null, businessCode: null, returnObj }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setConfig({ clientSso: 'https://sso.example/base', cookieHelperHosts: ['sso-helper.test'] });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const call = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('SSO login', () => {
  it('POSTs the parameters as JSON to api/session/login on the client SSO, credentials included, with x-lang', async () => {
    fetchMock.mockResolvedValue(wrapped(true, { accountId: 'acct-1', token: 'tok', name: 'Ada' }));
    const result = await ssoLogin({ email: 'a@b.c', authCode: '1' }, { language: 'pt-PT', encrypt: 'rsa', custom: { 'x-channel': 'h5' } });
    expect(result).toMatchObject({ accountId: 'acct-1', token: 'tok' });
    const { url, init, headers } = call();
    expect(url).toBe('https://sso.example/base/api/session/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.c', authCode: '1' });
    expect(headers).toMatchObject({ 'x-lang': 'pt-PT', 'x-encrypt': 'rsa', 'x-channel': 'h5', 'Content-Type': 'application/json' });
  });

  it('sends x-lang zh-CN when the site names no language, and no x-encrypt unless asked', async () => {
    fetchMock.mockResolvedValue(wrapped(true, { accountId: 'acct-1', token: 'tok' }));
    await ssoLogin({ userName: 'u', password: 'p' }, {});
    expect(call().headers['x-lang']).toBe('zh-CN');
    expect(call().headers).not.toHaveProperty('x-encrypt');
  });

  it("carries the deployment's x-encrypt and custom headers on every call", async () => {
    setConfig({ ssoEncrypt: '1', ssoHeaders: { 'x-tenant': 't-1' } });
    fetchMock.mockResolvedValue(wrapped(true, 'acct-1'));
    await ssoCheckSession('tok', { language: 'zh-HK' });
    expect(call().headers).toMatchObject({ 'x-encrypt': '1', 'x-tenant': 't-1', 'x-lang': 'zh-HK', Authorization: 'tok' });
    setConfig({ ssoEncrypt: '', ssoHeaders: {} });
  });

  it('rejects with the business message when isSuccess is false', async () => {
    fetchMock.mockResolvedValue(wrapped(false, null, '用户名或密码错误'));
    await expect(ssoLogin({ userName: 'u', password: 'p' }, {})).rejects.toEqual(new SsoError('用户名或密码错误'));
  });

  it('openCookieSession keeps the credential with a local expiry of now + 3600 s', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    fetchMock.mockResolvedValue(wrapped(true, { accountId: 'acct-1', token: 'tok', name: 'Ada' }));
    await openCookieSession({ userName: 'u', password: 'p' }, {});
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token: 'tok',
      user: { sub: 'acct-1', accountId: 'acct-1', name: 'Ada' },
      expiresAt: 1_000 + 3_600_000,
    });
    expect(readStoredSession()?.token).toBe('tok');
    vi.restoreAllMocks();
  });
});

describe('SSO checksession and logout', () => {
  it('GETs checksession with the credential in Authorization; returnObj may be the account id itself', async () => {
    fetchMock.mockResolvedValue(wrapped(true, 'acct-9'));
    await expect(ssoCheckSession('tok', { language: 'en-US' })).resolves.toBe('acct-9');
    expect(call().url).toBe('https://sso.example/base/api/session/checksession');
    expect(call().init.method).toBe('GET');
    expect(call().headers).toMatchObject({ Authorization: 'tok', 'x-lang': 'en-US' });
  });

  it('…or an object with accountId', async () => {
    fetchMock.mockResolvedValue(wrapped(true, { accountId: 'acct-9', name: 'Nine' }));
    await expect(ssoCheckSession('tok', {})).resolves.toEqual({ accountId: 'acct-9', name: 'Nine' });
  });

  it("'异常访问' rejects with an error marked abnormal", async () => {
    fetchMock.mockResolvedValue(wrapped(false, null, '异常访问'));
    const error = (await ssoCheckSession('forged', {}).catch((caught: unknown) => caught)) as SsoError;
    expect(error).toBeInstanceOf(SsoError);
    expect(error.abnormal).toBe(true);
    expect(new SsoError('未登录').abnormal).toBe(false);
  });

  it('GETs logout with the credential', async () => {
    fetchMock.mockResolvedValue(wrapped(true, true));
    await ssoLogout('tok', {});
    expect(call().url).toBe('https://sso.example/base/api/session/logout');
    expect(call().headers.Authorization).toBe('tok');
  });
});

describe('transport and cookie', () => {
  it('uses the cookie helper only on the configured hosts', () => {
    expect(usesCookieHelper('sso-helper.test')).toBe(true);
    expect(usesCookieHelper('127.0.0.1')).toBe(false);
  });

  it('reads the session marker cookie', async () => {
    expect(await sessionCookiePresent()).toBe(false);
    document.cookie = 'minisite_session_present=1; Path=/';
    expect(await sessionCookiePresent()).toBe(true);
    document.cookie = 'minisite_session_present=; Path=/; Max-Age=0';
  });
});

describe('return address after sign-in', () => {
  const origin = 'https://site.example';
  it.each([
    ['/site/pages/index/index?siteId=4001#m1', '/site/pages/index/index?siteId=4001#m1'],
    ['/site/points/index', '/site/points/index'],
    // An encoded newline stays encoded: a path, not a header or a host.
    ['/site/%0a/evil', '/site/%0a/evil'],
  ])('follows the same-origin path %s', (raw, expected) => {
    expect(sameOriginPath(raw, origin)).toBe(expected);
  });

  // The callback page's corpus too: one check serves both sign-in modes.
  it.each(HOSTILE_RETURN_ADDRESSES)('refuses the hostile return address %j', (raw) => {
    expect(sameOriginPath(raw, origin)).toBeNull();
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/\n/evil.example', '\t//evil.example', 'site/pages', '', null])(
    'refuses %s',
    (raw) => {
      expect(sameOriginPath(raw, origin)).toBeNull();
    },
  );
});
