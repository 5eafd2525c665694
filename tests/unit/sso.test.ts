// @vitest-environment node
// The replay server's SSO session API over real HTTP (spec section 7, "Single-sign-on").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../preview/server/server';
import { DEMO_AUTH_CODE, DEMO_EMAIL, DEMO_MOBILE, DEMO_OAUTH, SLIDER_SOLVED } from '../../preview/server/sso/demoLogins';
import { SessionStore } from '../../preview/server/sso/sessions';
import { DEMO_ACCOUNTS } from '../../preview/server/oidc/accounts';

const demo = DEMO_ACCOUNTS[0]!;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, oidc: false, log: () => undefined });
});
afterAll(() => server.close());

function login(body: unknown): Promise<Response> {
  return fetch(`${server.url}/api/session/login`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/session/${path}`, { headers });
}

async function signedIn(): Promise<{ token: string; cookie: string }> {
  const reply = await login({ userName: demo.userName, password: demo.password });
  const { returnObj } = (await reply.json()) as { returnObj: { token: string } };
  const cookie = reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { token: returnObj.token, cookie };
}

describe('POST /api/session/login', () => {
  it('opens a session: wrapped reply with accountId and token, HttpOnly cookie plus a readable marker, 3600 s', async () => {
    const reply = await login({ userName: demo.userName, password: demo.password, topOrgId: '5301' });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      isSuccess: true,
      businessMessage: null,
      sysMessage: null,
      businessCode: null,
      returnObj: { accountId: demo.sub, token: expect.any(String), name: demo.name, expiresIn: 3600 },
    });
    const [session, marker] = reply.headers.getSetCookie();
    expect(session).toMatch(/^minisite_session=[\w-]{20,}; Path=\/; SameSite=Lax; Max-Age=3600; HttpOnly$/);
    expect(marker).toBe('minisite_session_present=1; Path=/; SameSite=Lax; Max-Age=3600');
  });

  it.each([
    ['slider', { userName: demo.userName, password: demo.password, sliderValidationParameter: SLIDER_SOLVED }],
    ['email', { email: DEMO_EMAIL, authCode: DEMO_AUTH_CODE }],
    ['phone', { mobile: DEMO_MOBILE, authCode: DEMO_AUTH_CODE }],
    ['oauth', { ...DEMO_OAUTH }],
    ['uId', { accountId: demo.sub, userCode: DEMO_AUTH_CODE }],
    ['registerToLogin', { userCode: DEMO_AUTH_CODE, accountId: DEMO_ACCOUNTS[1]!.sub }],
  ])('accepts the documented demo values of the %s type', async (_type, body) => {
    const reply = await login(body);
    const json = (await reply.json()) as { isSuccess: boolean; returnObj: { accountId: string } };
    expect(json.isSuccess).toBe(true);
    expect(json.returnObj.accountId).toMatch(/^acct-/);
  });

  it.each([
    ['a wrong password', { userName: demo.userName, password: 'nope' }, '用户名或密码错误'],
    ['an unsolved slider', { userName: demo.userName, password: demo.password, sliderValidationParameter: '40' }, '滑块验证失败'],
    ['a wrong email code', { email: DEMO_EMAIL, authCode: '000000' }, '验证码错误'],
    ['an unknown phone', { mobile: '13900000000', authCode: DEMO_AUTH_CODE }, '验证码错误'],
    ['a wrong oauth code', { businessId: DEMO_OAUTH.businessId, loginCode: 'forged' }, '授权码无效'],
    ['an unknown account', { accountId: 'acct-nobody', userCode: DEMO_AUTH_CODE }, '用户码无效'],
    ['a body mixing two types', { email: DEMO_EMAIL, authCode: DEMO_AUTH_CODE, mobile: DEMO_MOBILE }, '登录参数错误'],
  ])('refuses %s with a wrapped business message and no cookie', async (_case, body, message) => {
    const reply = await login(body);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ isSuccess: false, businessMessage: message, sysMessage: null, businessCode: null, returnObj: null });
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /api/session/checksession', () => {
  it('answers the account for the credential in Authorization', async () => {
    const { token } = await signedIn();
    const json = await (await get('checksession', { Authorization: token })).json();
    expect(json).toMatchObject({ isSuccess: true, returnObj: { accountId: demo.sub, name: demo.name } });
  });

  it('answers the account for the session cookie alone', async () => {
    const { cookie } = await signedIn();
    const json = await (await get('checksession', { Cookie: cookie })).json();
    expect(json).toMatchObject({ isSuccess: true, returnObj: { accountId: demo.sub } });
  });

  it("answers '异常访问' for a forged credential", async () => {
    const json = await (await get('checksession', { Authorization: 'forged-token' })).json();
    expect(json).toEqual({ isSuccess: false, businessMessage: '异常访问', sysMessage: null, businessCode: null, returnObj: null });
  });

  it('answers not signed in when no credential comes at all', async () => {
    const json = (await (await get('checksession')).json()) as { isSuccess: boolean; businessMessage: string };
    expect(json).toMatchObject({ isSuccess: false, businessMessage: '未登录' });
  });
});

describe('GET /api/session/logout', () => {
  it('clears both cookies and ends the server session', async () => {
    const { token } = await signedIn();
    const reply = await get('logout', { Authorization: token });
    expect(await reply.json()).toMatchObject({ isSuccess: true });
    expect(reply.headers.getSetCookie()).toEqual([
      'minisite_session=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly',
      'minisite_session_present=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    const after = await (await get('checksession', { Authorization: token })).json();
    expect(after).toMatchObject({ isSuccess: false, businessMessage: '异常访问' });
  });
});

describe('cookie.html', () => {
  it('serves the cookie-helper frame page', async () => {
    const reply = await fetch(`${server.url}/cookie.html`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await reply.text()).toContain("addEventListener('message'");
  });
});

describe('SessionStore', () => {
  it('forgets a session 3600 s after it opened', () => {
    let now = 1_000_000;
    const store = new SessionStore(undefined, () => now);
    const session = store.open('acct-1', 'One');
    now += 3_599_999;
    expect(store.find(session.token)?.accountId).toBe('acct-1');
    now += 1;
    expect(store.find(session.token)).toBeUndefined();
  });
});
