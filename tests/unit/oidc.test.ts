// @vitest-environment node
/**
 * The embedded OpenID provider (preview/server/oidc/), driven over HTTP the way a browser
 * would (redirects followed by hand, a cookie jar by hand) and its tokens checked with jose,
 * independently of the server's own helpers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../preview/server/server';

const quiet = () => undefined;
const CLIENT_ID = 'evosClient';
const SCOPE = 'openid profile AppGateway';
const GATEWAY = 'urn:minisite:gateway';
/** Spec section 5 and 9: RS, PS, ES at 256/384/512 are accepted, nothing else; 300 s of skew. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];
const CLOCK_SKEW = 300;

let server: RunningServer; // well-behaved, as `npm start` runs it
let hostile: RunningServer; // the same, with the hostile switch mounted

beforeAll(async () => {
  [server, hostile] = await Promise.all([
    startServer({ port: 0, build: false, log: quiet }),
    startServer({ port: 0, build: false, log: quiet, hostile: true, tokenTtl: 120 }),
  ]);
});
afterAll(() => Promise.all([server?.close(), hostile?.close()]));

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const random = () => b64url(randomBytes(16));

/** Cookies as a browser keeps them: by name, sent on paths under the one they were set for. */
class CookieJar {
  #cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path });
    }
  }

  header(url: URL): string {
    return [...this.#cookies]
      .filter(([, { path }]) => url.pathname.startsWith(path))
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.#cookies.keys()];
  }
}

interface Step {
  response: Response;
  url: URL;
  body: string;
}

/** One request with the jar's cookies, redirects not followed. */
async function request(jar: CookieJar, address: string | URL, init: RequestInit = {}): Promise<Step> {
  const url = new URL(address);
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return { response, url, body: await response.text() };
}

/** Follows redirects while they stay on the provider; stops at a page or at the client's address. */
async function follow(jar: CookieJar, start: Step, issuer: string): Promise<Step> {
  let step = start;
  for (let hops = 0; hops < 10; hops++) {
    const location = step.response.headers.get('location');
    if (step.response.status < 300 || step.response.status >= 400 || !location) return step;
    const next = new URL(location, step.url);
    if (!next.href.startsWith(`${issuer}/`)) return { ...step, url: next };
    step = await request(jar, next);
  }
  throw new Error('redirect loop');
}

interface Authorization {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

function authorizationUrl(target: RunningServer, extra: Record<string, string> = {}): { url: URL; auth: Authorization } {
  const auth = { verifier: b64url(randomBytes(32)), state: random(), nonce: random(), redirectUri: `${target.url}/site/pages/login/callback` };
  const url = new URL(`${target.issuer}/auth`);
  for (const [key, value] of Object.entries({
    client_id: CLIENT_ID,
    redirect_uri: auth.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state: auth.state,
    nonce: auth.nonce,
    code_challenge: b64url(createHash('sha256').update(auth.verifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  })) {
    url.searchParams.set(key, value);
  }
  return { url, auth };
}

/** The first form's action on a page. */
function formAction(html: string, base: URL): URL {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html}`);
  return new URL(action.replaceAll('&#38;', '&'), base);
}

function postForm(jar: CookieJar, url: URL, fields: Record<string, string>): Promise<Step> {
  return request(jar, url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
}

/** What a page's auto-submit script does: post its form with the hidden fields as they stand. */
function submitHiddenForm(jar: CookieJar, page: Step): Promise<Step> {
  const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return postForm(jar, formAction(page.body, page.url), fields);
}

/** GET /auth → our login page → credentials → consent (automatic) → the callback with a code. */
async function signIn(target: RunningServer, jar = new CookieJar(), userName = 'demo', password = 'demo1234') {
  const { url, auth } = authorizationUrl(target);
  const loginPage = await follow(jar, await request(jar, url), target.issuer!);
  expect(loginPage.response.status).toBe(200);
  expect(loginPage.url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const posted = await postForm(jar, formAction(loginPage.body, loginPage.url), { username: userName, password });
  const callback = await follow(jar, posted, target.issuer!);
  return { jar, auth, callback };
}

async function exchange(target: RunningServer, auth: Authorization, callback: URL, headers: Record<string, string> = {}): Promise<Response> {
  expect(callback.origin + callback.pathname).toBe(auth.redirectUri);
  expect(callback.searchParams.get('state')).toBe(auth.state);
  expect(callback.searchParams.get('iss')).toBe(target.issuer);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  return fetch(`${target.issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: auth.redirectUri, code_verifier: auth.verifier, client_id: CLIENT_ID }),
  });
}

interface TokenSet {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

async function signInForTokens(target: RunningServer, jar?: CookieJar) {
  const { auth, callback, jar: used } = await signIn(target, jar);
  const reply = await exchange(target, auth, callback.url);
  return { auth, reply, jar: used };
}

const jwks = async (target: RunningServer) => createLocalJWKSet((await (await fetch(`${target.issuer}/jwks`)).json()) as JSONWebKeySet);

/** The left half of SHA-256 of the access token (OIDC Core 3.1.3.6). */
const expectedAtHash = (accessToken: string) => b64url(createHash('sha256').update(accessToken).digest().subarray(0, 16));

/** A failed check, named after what failed (the claim, or signature / alg). */
class Rejected extends Error {
  constructor(readonly reason: string) {
    super(`ID token rejected: ${reason}`);
  }
}

/** Every identity-token check of spec section 5, as the client will make them. */
async function verifyIdToken(target: RunningServer, tokens: TokenSet, auth: Authorization): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(tokens.id_token, await jwks(target), {
      issuer: target.issuer!,
      audience: CLIENT_ID,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_SKEW,
      requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) throw new Rejected(error.claim);
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new Rejected('signature');
    if (error instanceof errors.JOSEAlgNotAllowed) throw new Rejected('alg');
    throw error;
  }
  const audiences = [payload.aud].flat();
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== CLIENT_ID) throw new Rejected('azp');
  if (payload.nonce !== auth.nonce) throw new Rejected('nonce');
  if (payload.at_hash !== undefined && payload.at_hash !== expectedAtHash(tokens.access_token)) throw new Rejected('at_hash');
  return payload;
}

describe('discovery and keys', () => {
  it('publishes the issuer under /oidc on the client host, code flow with S256 only', async () => {
    expect(server.issuer).toBe(`${server.url}/oidc`);
    const reply = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(reply.status).toBe(200);
    const metadata = await reply.json();
    expect(metadata).toMatchObject({
      issuer: server.issuer,
      authorization_endpoint: `${server.issuer}/auth`,
      token_endpoint: `${server.issuer}/token`,
      jwks_uri: `${server.issuer}/jwks`,
      end_session_endpoint: `${server.issuer}/session/end`,
      userinfo_endpoint: `${server.issuer}/me`,
      revocation_endpoint: `${server.issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      token_endpoint_auth_methods_supported: ['none'],
      id_token_signing_alg_values_supported: ['RS256'],
      ui_locales_supported: ['en-US', 'zh-CN'],
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'AppGateway']));
    expect(metadata).not.toHaveProperty('check_session_iframe');
  });

  it('serves one public RS256 signing key (no private parts)', async () => {
    const { keys } = (await (await fetch(`${server.issuer}/jwks`)).json()) as JSONWebKeySet;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(secret);
  });

  it('is absent with oidc: false, and the hostile switch is absent unless asked for', async () => {
    const bare = await startServer({ port: 0, build: false, log: quiet, oidc: false });
    try {
      expect(bare.issuer).toBeUndefined();
      expect((await fetch(`${bare.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    } finally {
      await bare.close();
    }
    expect((await fetch(`${server.url}/oidc-admin/hostile`)).status).toBe(404);
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs the demo account in and issues a verifiable ID token and a gateway JWT', async () => {
    const { auth, reply } = await signInForTokens(server);
    expect(reply.status).toBe(200);
    const tokens = (await reply.json()) as TokenSet;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'AppGateway' });
    expect(tokens).not.toHaveProperty('refresh_token');

    const idToken = await verifyIdToken(server, tokens, auth);
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    expect(idToken).toMatchObject({
      iss: server.issuer,
      aud: CLIENT_ID,
      sub: 'acct-7f3a9c01-demo',
      nonce: auth.nonce,
      at_hash: expectedAtHash(tokens.access_token),
      name: 'Demo Visitor',
      nickname: 'Demo',
      preferred_username: 'demo',
      picture: `${server.issuer}/avatars/demo.svg`,
      auth_time: expect.any(Number),
    });
    expect(idToken.exp! - idToken.iat!).toBe(3600);

    const { payload: access, protectedHeader } = await jwtVerify(tokens.access_token, await jwks(server), {
      issuer: server.issuer!,
      audience: GATEWAY,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(access).toMatchObject({ sub: idToken.sub, client_id: CLIENT_ID, scope: 'AppGateway' });

    const avatar = await fetch(String(idToken.picture));
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toMatch(/^<svg /);
  });

  it('redeems a code only with its verifier, and only once', async () => {
    const { auth, callback } = await signIn(server);
    const wrongVerifier = await exchange(server, { ...auth, verifier: b64url(randomBytes(32)) }, callback.url);
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(server, auth, callback.url)).status).toBe(200);
    const replayed = await exchange(server, auth, callback.url);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs a second account in with its own stable sub', async () => {
    const { auth, callback } = await signIn(server, new CookieJar(), 'attendee', 'attendee1234');
    const tokens = (await (await exchange(server, auth, callback.url)).json()) as TokenSet;
    expect(await verifyIdToken(server, tokens, auth)).toMatchObject({ sub: 'acct-2b8e4d17-attendee', preferred_username: 'attendee', name: 'Ada Attendee' });
  });

  it('renews silently (prompt=none) on the same session, with the same sub, without a page', async () => {
    const { jar, reply } = await signInForTokens(server);
    const first = decodeJwt(((await reply.json()) as TokenSet).id_token);
    const { url, auth } = authorizationUrl(server, { prompt: 'none', redirect_uri: `${server.url}/site/pages/login/silent` });
    auth.redirectUri = `${server.url}/site/pages/login/silent`;
    const silent = await follow(jar, await request(jar, url), server.issuer!);
    const tokens = (await (await exchange(server, auth, silent.url)).json()) as TokenSet;
    const renewed = await verifyIdToken(server, tokens, auth);
    expect(renewed.sub).toBe(first.sub);
    expect(renewed.auth_time).toBe(first.auth_time);
  });

  it('answers a silent renewal without a session with login_required', async () => {
    const { url, auth } = authorizationUrl(server, { prompt: 'none' });
    const silent = await follow(new CookieJar(), await request(new CookieJar(), url), server.issuer!);
    expect(silent.url.origin + silent.url.pathname).toBe(auth.redirectUri);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
    expect(silent.url.searchParams.get('state')).toBe(auth.state);
  });

  it('refuses a flow without PKCE and a grant other than authorization_code', async () => {
    const { url } = authorizationUrl(server);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const refused = await follow(new CookieJar(), await request(new CookieJar(), url), server.issuer!);
    expect(refused.url.searchParams.get('error')).toBe('invalid_request');
    expect(refused.url.searchParams.get('error_description')).toMatch(/PKCE/);

    const refresh = await fetch(`${server.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID }),
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).error).toMatch(/unsupported_grant_type|unauthorized_client/);
  });

  it('lets the token endpoint answer the client origins only (CORS)', async () => {
    for (const origin of [server.url, server.url.replace('127.0.0.1', 'localhost')]) {
      const { auth, callback } = await signIn(server);
      const reply = await exchange(server, auth, callback.url, { Origin: origin });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const { auth, callback } = await signIn(server);
    const foreign = await exchange(server, auth, callback.url, { Origin: 'http://evil.example' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('our pages', () => {
  it('shows an accessible, self-contained login page in English or Chinese by ui_locales', async () => {
    for (const [locale, lang, label] of [
      ['en-US', 'en', 'User name'],
      ['zh-CN', 'zh-CN', '用户名'],
    ] as const) {
      const jar = new CookieJar();
      const { url } = authorizationUrl(server, { ui_locales: locale });
      const page = await follow(jar, await request(jar, url), server.issuer!);
      expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<label for="username">${label}</label>`);
      expect(page.body).toMatch(/<label for="password">/);
      expect(page.body).toMatch(/id="username"[^>]*autocomplete="username"[^>]*autofocus/);
      expect(page.body).toMatch(/role="alert"/);
      expect(page.body).not.toMatch(/@import|<link|<script|src="http|fonts\.googleapis/);
    }
  });

  it('says so when the password is wrong, announced, and still signs in afterwards', async () => {
    const jar = new CookieJar();
    const { url, auth } = authorizationUrl(server);
    const page = await follow(jar, await request(jar, url), server.issuer!);
    const action = formAction(page.body, page.url);

    const wrong = await postForm(jar, action, { username: 'demo', password: 'not-it' });
    expect(wrong.response.status).toBe(200);
    expect(wrong.body).toContain('<title>Error: Sign in</title>');
    expect(wrong.body).toContain('<div id="login-error" class="alert" role="alert">The user name or password is incorrect.</div>');
    expect(wrong.body).toMatch(/id="username"[^>]*value="demo"[^>]*aria-invalid="true" aria-describedby="login-error"/);
    expect(wrong.body).toMatch(/id="password"[^>]*autofocus/);

    const empty = await postForm(jar, action, { username: '', password: '' });
    expect(empty.body).toContain('Enter your user name and password.');

    const callback = await follow(jar, await postForm(jar, action, { username: 'demo', password: 'demo1234' }), server.issuer!);
    expect((await exchange(server, auth, callback.url)).status).toBe(200);
  });

  it('returns access_denied to the client when the visitor cancels', async () => {
    const jar = new CookieJar();
    const { url, auth } = authorizationUrl(server);
    const page = await follow(jar, await request(jar, url), server.issuer!);
    const abort = /action="([^"]+\/abort)"/.exec(page.body)?.[1];
    const back = await follow(jar, await postForm(jar, new URL(abort!, page.url), {}), server.issuer!);
    expect(back.url.origin + back.url.pathname).toBe(auth.redirectUri);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
  });

  it('renders provider errors on our plain page', async () => {
    const { url } = authorizationUrl(server, { redirect_uri: 'https://evil.example/callback', ui_locales: 'zh-CN' });
    const page = await request(new CookieJar(), url);
    expect(page.response.status).toBe(400);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('无法继续登录');
    expect(page.body).toContain('redirect_uri');
    expect(page.body).not.toMatch(/@import|<link|fonts\.googleapis/);

    const stale = await request(new CookieJar(), `${server.issuer}/interaction/nothing-here`);
    expect(stale.response.status).toBe(400);
    expect(stale.body).toContain('Sign-in could not continue');
  });

  it('signs out without a click: the logout page submits itself, then the session is gone', async () => {
    const { jar, reply } = await signInForTokens(server);
    const tokens = (await reply.json()) as TokenSet;
    expect(jar.names()).toContain('_session');
    const end = new URL(`${server.issuer}/session/end`);
    end.searchParams.set('id_token_hint', tokens.id_token);
    end.searchParams.set('post_logout_redirect_uri', `${server.url}/site/`);
    end.searchParams.set('state', 'bye');
    const page = await request(jar, end);
    expect(page.response.status).toBe(200);
    expect(page.body).not.toMatch(/Yes, sign me out|fonts\.googleapis|@import/);
    expect(page.body).toContain(`<script>document.getElementById('op.logoutForm').submit();</script>`);
    expect(page.body).toContain('<input type="hidden" name="logout" value="yes">');

    const done = await submitHiddenForm(jar, page);
    expect(done.response.status).toBe(303);
    expect(done.response.headers.get('location')).toBe(`${server.url}/site/?state=bye`);
    expect(jar.names()).not.toContain('_session');

    const { url } = authorizationUrl(server, { prompt: 'none' });
    const silent = await follow(jar, await request(jar, url), server.issuer!);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
  });

  it('ends on our signed-out page when no return address is given', async () => {
    const jar = new CookieJar();
    // Without a session the provider answers with its own self-posting form.
    const form = await request(jar, `${server.issuer}/session/end`);
    const done = await follow(jar, await submitHiddenForm(jar, form), server.issuer!);
    expect(done.response.status).toBe(200);
    expect(done.url.pathname).toBe('/oidc/session/end/success');
    expect(done.body).toContain('You are signed out');
    expect(done.body).toContain('<a class="button primary" href="/site/">');
    expect(done.body).not.toMatch(/@import|<link|fonts\.googleapis/);
  });
});

describe('hostile switch', () => {
  async function setMode(mode: string): Promise<Response> {
    return fetch(`${hostile.url}/oidc-admin/hostile`, { method: 'POST', body: JSON.stringify({ mode }), headers: { 'Content-Type': 'application/json' } });
  }

  /** Signs in on the hostile server in `mode` and returns what the token endpoint said. */
  async function underMode(mode: string) {
    expect((await setMode(mode)).status).toBe(200);
    try {
      return await signInForTokens(hostile);
    } finally {
      await setMode('off');
    }
  }

  it('is well-behaved when off, lists its modes and refuses unknown ones', async () => {
    const state = await (await fetch(`${hostile.url}/oidc-admin/hostile`)).json();
    expect(state.mode).toBe('off');
    expect(state.modes).toHaveLength(15);
    expect((await setMode('be-nice')).status).toBe(400);
    const { auth, reply } = await signInForTokens(hostile);
    const tokens = (await reply.json()) as TokenSet;
    expect(tokens.expires_in).toBe(120);
    await expect(verifyIdToken(hostile, tokens, auth)).resolves.toMatchObject({ sub: 'acct-7f3a9c01-demo' });
  });

  it.each([
    ['bad-signature', 'signature'],
    ['alg-none', 'alg'],
    ['wrong-issuer', 'iss'],
    ['wrong-audience', 'aud'],
    ['azp-mismatch', 'azp'],
    ['missing-iat', 'iat'],
    ['expired', 'exp'],
    ['nbf-future', 'nbf'],
    ['nonce-mismatch', 'nonce'],
    ['missing-sub', 'sub'],
    ['at-hash-mismatch', 'at_hash'],
  ])('%s: the ID token fails on %s', async (mode, reason) => {
    const { auth, reply } = await underMode(mode);
    expect(reply.status).toBe(200);
    const tokens = (await reply.json()) as TokenSet;
    // The access token is left as the provider issued it.
    await expect(jwtVerify(tokens.access_token, await jwks(hostile), { issuer: hostile.issuer!, audience: GATEWAY })).resolves.toBeDefined();
    await expect(verifyIdToken(hostile, tokens, auth)).rejects.toMatchObject({ reason });
  });

  it('bad-signature keeps our kid; alg-none carries no signature', async () => {
    const bad = ((await (await underMode('bad-signature')).reply.json()) as TokenSet).id_token;
    const { keys } = (await (await fetch(`${hostile.issuer}/jwks`)).json()) as JSONWebKeySet;
    expect(decodeProtectedHeader(bad).kid).toBe(keys[0]!.kid);
    const none = ((await (await underMode('alg-none')).reply.json()) as TokenSet).id_token;
    expect(decodeProtectedHeader(none).alg).toBe('none');
    expect(none.endsWith('.')).toBe(true);
  });

  it('sub-changed-on-renewal: sign-in is fine, the silent renewal names another sub', async () => {
    expect((await setMode('sub-changed-on-renewal')).status).toBe(200);
    try {
      const { jar, auth, reply } = await signInForTokens(hostile);
      const first = await verifyIdToken(hostile, (await reply.json()) as TokenSet, auth);
      const { url, auth: renewal } = authorizationUrl(hostile, { prompt: 'none' });
      const silent = await follow(jar, await request(jar, url), hostile.issuer!);
      const renewed = await verifyIdToken(hostile, (await (await exchange(hostile, renewal, silent.url)).json()) as TokenSet, renewal);
      expect(renewed.sub).not.toBe(first.sub);
      expect(renewed.auth_time).toBe(first.auth_time);
    } finally {
      await setMode('off');
    }
  });

  it('token-500: the token request fails with a server error', async () => {
    const { reply } = await underMode('token-500');
    expect(reply.status).toBe(500);
    expect(await reply.json()).toMatchObject({ error: 'server_error' });
  });

  it('token-html: a 200 whose body is an HTML page', async () => {
    const { reply } = await underMode('token-html');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    await expect(reply.json()).rejects.toThrow(SyntaxError);
  });

  it('token-truncated: a 200 JSON body cut short', async () => {
    const { reply } = await underMode('token-truncated');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await reply.text();
    expect(text.startsWith('{"access_token":"')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });
});
