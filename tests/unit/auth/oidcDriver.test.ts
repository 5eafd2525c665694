// @vitest-environment node
/**
 * The strong driver with a real UserManager whose network edge is faked: fetch answers as the
 * provider would (discovery, keys, token endpoint), and the page and frame navigations are
 * recorded or answered with a callback address instead of leaving the page.
 */
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { InMemoryWebStorage, UserManager, type INavigator, type IWindow, type NavigateParams } from 'oidc-client-ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOidcDriver, type OidcEnvironment } from '../../../src/auth/oidc/driver';
import { accessTokenHash } from '../../../src/auth/oidc/idTokenChecks';
import { REDIRECT_URL_KEY } from '../../../src/auth/oidc/returnAddress';
import type { SessionDriver, SessionState } from '../../../src/auth/session';
import { completeSignIn } from '../../../src/pages/login/callbackFlow';
import { setConfig } from '../../../src/platform/config';
import { FAULT_ANSWERS, type FaultAnswer } from '../support/faultAnswers';
import { HOSTILE_MODES, HostileSwitch, isTransportMode, type TokenBody } from '../../../preview/server/oidc/hostile';

const ORIGIN = 'http://127.0.0.1:4173';
const ISSUER = `${ORIGIN}/oidc`;
const CLIENT = 'jsEvosClient';
const DEMO = { sub: 'acct-7f3a9c01-demo', name: 'Demo Visitor' };

let signingKey: CryptoKey;
let publicJwk: Record<string, unknown>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  setConfig({ sso: ORIGIN });
});

/** The provider as fetch sees it; `claims` shapes the next ID tokens. */
class FakeProvider {
  claims: JWTPayload = {};
  /** The nonce of the last authorisation request, echoed into the next ID token. */
  nonce: string | undefined;
  tokenCalls = 0;
  ttl = 3600;
  authTime = Math.floor(Date.now() / 1000);

  fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/oidc/.well-known/openid-configuration') {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
        end_session_endpoint: `${ISSUER}/session/end`,
      });
    }
    if (url.pathname === '/oidc/jwks') return json({ keys: [publicJwk] });
    if (url.pathname === '/oidc/token') {
      this.tokenCalls += 1;
      const access_token = `access-${this.tokenCalls}`;
      const now = Math.floor(Date.now() / 1000);
      const id_token = await new SignJWT({
        iss: ISSUER,
        aud: CLIENT,
        sub: DEMO.sub,
        name: DEMO.name,
        iat: now,
        exp: now + this.ttl,
        auth_time: this.authTime,
        nonce: this.nonce,
        at_hash: await accessTokenHash(access_token, 'RS256'),
        ...this.claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .sign(signingKey);
      return this.answerToken({ access_token, id_token, token_type: 'Bearer', expires_in: this.ttl, scope: 'openid profile AppGateway' });
    }
    return new Response('not found', { status: 404 });
  };

  /** The embedded provider's misbehaviours (preview/server/oidc/hostile.ts), on this token endpoint. */
  hostile = new HostileSwitch();

  /** The token endpoint's answer, as the hostile switch rewrites it (off: as it is). */
  private async answerToken(body: TokenBody & Record<string, unknown>): Promise<Response> {
    const answer = { status: 200, body: body as unknown, type: 'application/json' };
    await this.hostile.rewrite(answer as never, body, { kid: 'k1', jwk: publicJwk, privateKey: signingKey });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': answer.type } });
  }

  /** The callback address the provider would send the browser to for this authorisation request. */
  callbackFor(authorizeUrl: string, redirectUri: string): string {
    const request = new URL(authorizeUrl);
    this.nonce = request.searchParams.get('nonce') ?? undefined;
    return `${redirectUri}?code=code-${Date.now()}&state=${request.searchParams.get('state')}`;
  }
}

/** A navigator that records where it was sent; the page would leave, so the promise never settles. */
class RecordingNavigator implements INavigator {
  urls: string[] = [];
  prepare(): Promise<IWindow> {
    return Promise.resolve({ navigate: ({ url }: NavigateParams) => (this.urls.push(url), new Promise(() => undefined)), close: () => undefined });
  }
  callback(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The sign-out popup: it shows the provider's end-session, which sends it back to the silent page
 * with the request's state; or the visitor closes it (`closed`).
 */
class PopupNavigator implements INavigator {
  urls: string[] = [];
  closed = false;
  prepare(): Promise<IWindow> {
    return Promise.resolve({
      navigate: ({ url }: NavigateParams) => {
        this.urls.push(url);
        if (this.closed) return Promise.reject(new Error('Popup closed by user'));
        return Promise.resolve({ url: `${ORIGIN}/site/pages/login/silent?state=${new URL(url).searchParams.get('state')}` });
      },
      close: () => undefined,
    });
  }
  callback(): Promise<void> {
    return Promise.resolve();
  }
}

/** The hidden renewal frame: the provider answers at once with a code for the silent page. */
class FrameNavigator implements INavigator {
  constructor(private readonly provider: FakeProvider) {}
  prepare(): Promise<IWindow> {
    return Promise.resolve({ navigate: ({ url }: NavigateParams) => Promise.resolve({ url: this.provider.callbackFor(url, `${ORIGIN}/site/pages/login/silent`) }), close: () => undefined });
  }
  callback(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The hidden SSO frame and this window's messages: the frame answers as our callback page in it
 * would, with code 1 when the provider has a session (`ssoSession`), else -1 login_required.
 */
class FakeWindow {
  listeners = new Set<(event: MessageEvent) => void>();
  frameUrls: string[] = [];
  ssoSession: boolean | 'silent' = false;
  frame = {} as Window;

  post(data: unknown, origin = ORIGIN, source: unknown = this.frame) {
    const event = { data, origin, source } as MessageEvent;
    for (const listener of this.listeners) listener(event);
  }

  openFrame = () => ({
    window: this.frame,
    navigate: (url: string) => {
      this.frameUrls.push(url);
      if (this.ssoSession === 'silent') return;
      const answer = this.ssoSession ? { type: 'minisite-sso-login', code: 1 } : { type: 'minisite-sso-login', code: -1, errmsg: 'login_required' };
      setTimeout(() => this.post(answer), 5);
    },
    close: () => undefined,
  });

  listen = (listener: (event: MessageEvent) => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

let provider: FakeProvider;
let storage: Storage;
let page: RecordingNavigator;
let popup: PopupNavigator;
/** Where the page left for (replacing itself). */
let left: string[];
let browser: FakeWindow;
let drivers: SessionDriver[];

beforeEach(() => {
  provider = new FakeProvider();
  storage = new InMemoryWebStorage();
  page = new RecordingNavigator();
  popup = new PopupNavigator();
  left = [];
  browser = new FakeWindow();
  drivers = [];
  vi.stubGlobal('fetch', provider.fetch);
});
afterEach(() => {
  for (const driver of drivers) driver.stop();
  vi.unstubAllGlobals();
});

const environment = (href = `${ORIGIN}/site/pages/index/index?pageId=p1`): OidcEnvironment => ({
  origin: ORIGIN,
  href: () => href,
  storage,
  online: () => true,
  locks: undefined,
  createManager: (settings, redirectNavigator) => new UserManager(settings, redirectNavigator ?? page, popup, new FrameNavigator(provider)),
  openFrame: browser.openFrame,
  listen: browser.listen,
  leave: (address) => left.push(address),
});

function startDriver(href?: string): SessionDriver {
  const driver = createOidcDriver({ language: () => 'en-US' }, environment(href));
  drivers.push(driver);
  driver.start();
  return driver;
}

/** How often a wait looks again: the fake provider answers at once, so a wait is short, and there are many. */
const LOOK_EVERY_MS = 5;

const settled = (driver: SessionDriver) =>
  vi.waitUntil(() => (driver.getState().status === 'checking' ? false : driver.getState()), { timeout: 10_000, interval: LOOK_EVERY_MS }) as Promise<SessionState>;

const storedUsers = () =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)!).filter((key) => key.startsWith('oidc.user:'));

/**
 * The visitor's sign-in: the driver sends the page to the provider; the callback page finishes
 * (after `atProvider`, what happens while the visitor is at the provider's page).
 */
async function signInThroughCallback(driver: SessionDriver, returnTo?: string, atProvider = () => undefined as void): Promise<string> {
  const before = page.urls.length;
  await driver.signIn(returnTo ? { returnTo } : undefined);
  await vi.waitUntil(() => page.urls.length > before, { interval: LOOK_EVERY_MS });
  const authorize = page.urls.at(-1)!;
  atProvider();
  let landed = '';
  await completeSignIn({
    href: provider.callbackFor(authorize, `${ORIGIN}/site/pages/login/callback`),
    origin: ORIGIN,
    storage,
    opener: null,
    go: (address) => {
      landed = address;
    },
  });
  return landed;
}

describe('strong driver', () => {
  it('starts signed out with an empty store, and gives the gateway no token', async () => {
    const driver = startDriver();
    expect(await settled(driver)).toEqual({ status: 'signedOut', user: null, error: null });
    expect(driver.accessToken()).toBeNull();
  });

  it('asks the SSO frame first (prompt=none), then, with no SSO session, signs in by redirect with the spec settings', async () => {
    const driver = startDriver();
    await settled(driver);
    await driver.signIn({ returnTo: '/site/pages/personal/index' });
    await vi.waitUntil(() => page.urls.length > 0);
    expect(browser.frameUrls).toHaveLength(1);
    expect(new URL(browser.frameUrls[0]!).searchParams.get('prompt')).toBe('none');
    expect(browser.listeners.size).toBe(0);
    const authorize = new URL(page.urls[0]!);
    expect(authorize.searchParams.get('prompt')).toBeNull();
    expect(authorize.origin + authorize.pathname).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT,
      response_type: 'code',
      scope: 'openid profile AppGateway',
      code_challenge_method: 'S256',
      redirect_uri: `${ORIGIN}/site/pages/login/callback`,
      ui_locales: 'en-US',
    });
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(storage.getItem(REDIRECT_URL_KEY)).toBe('/site/pages/personal/index');
  });

  it('a visitor already signed in at the SSO is signed in from the frame, without leaving the page', async () => {
    browser.ssoSession = true;
    const driver = startDriver();
    await settled(driver);
    await driver.signIn();
    await vi.waitUntil(() => driver.getState().status === 'signedIn', { timeout: 10_000 });
    expect(driver.getState().user).toEqual({ sub: DEMO.sub, accountId: DEMO.sub, name: DEMO.name });
    expect(driver.accessToken()).toBe('access-1');
    expect(page.urls).toEqual([]);
  });

  it('ignores login codes from another origin or another window while it waits for the frame', async () => {
    browser.ssoSession = 'silent';
    const driver = startDriver();
    await settled(driver);
    await driver.signIn();
    await vi.waitUntil(() => browser.frameUrls.length === 1);
    browser.post({ type: 'minisite-sso-login', code: 1 }, 'http://localhost:4173');
    browser.post({ type: 'minisite-sso-login', code: 1 }, ORIGIN, {});
    browser.post({ type: 'minisite-sso-login', code: -1, errmsg: 'login_required' }, 'http://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(provider.tokenCalls).toBe(0);
    expect(page.urls).toEqual([]);
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: null });
  });

  it('after the callback, a new page load is signed in with the name, and the gateway gets the access token', async () => {
    const landed = await signInThroughCallback(startDriver(), '/site/pages/personal/index');
    expect(landed).toBe(`${ORIGIN}/site/pages/personal/index`);
    expect(storedUsers()).toHaveLength(1);
    const driver = startDriver();
    expect(await settled(driver)).toEqual({ status: 'signedIn', user: { sub: DEMO.sub, accountId: DEMO.sub, name: DEMO.name }, error: null });
    expect(driver.accessToken()).toBe('access-1');
  });

  it('a token failing our checks at the callback is removed, and the next page shows the failure signed out', async () => {
    provider.claims = { iss: 'http://evil.example/oidc' };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const landed = await signInThroughCallback(startDriver());
    expect(landed).toBe(`${ORIGIN}/site/pages/index/index?pageId=p1`);
    expect(spy).toHaveBeenCalledWith('Sign-in callback failed:', expect.objectContaining({ reason: 'issuer' }));
    expect(storedUsers()).toEqual([]);
    const driver = startDriver();
    expect(await settled(driver)).toEqual({ status: 'signedOut', user: null, error: 'oidc:error.untrusted' });
    expect(driver.accessToken()).toBeNull();
  });

  it('a stored token that no longer passes the checks is removed on load', async () => {
    await signInThroughCallback(startDriver());
    const key = storedUsers()[0]!;
    const user = JSON.parse(storage.getItem(key)!) as { access_token: string };
    storage.setItem(key, JSON.stringify({ ...user, access_token: 'swapped-access-token' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const driver = startDriver();
    expect(await settled(driver)).toMatchObject({ status: 'signedOut', error: 'oidc:error.untrusted' });
    expect(storedUsers()).toEqual([]);
  });

  it('an unreachable provider at load keeps the stored sign-in for later, but gives no token now', async () => {
    await signInThroughCallback(startDriver());
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const driver = startDriver();
    expect(await settled(driver)).toEqual({ status: 'signedOut', user: null, error: 'oidc:error.failed' });
    expect(driver.accessToken()).toBeNull();
    expect(storedUsers()).toHaveLength(1);
  });

  it('renews silently at the expiring notice and hands the gateway the new token', async () => {
    provider.ttl = 61; // the notice comes 60 s before expiry: after 1 s
    await signInThroughCallback(startDriver());
    const driver = startDriver();
    await settled(driver);
    expect(driver.accessToken()).toBe('access-1');
    await vi.waitUntil(() => driver.accessToken() === 'access-2', { timeout: 10_000, interval: 50 });
    expect(driver.getState()).toMatchObject({ status: 'signedIn', user: { sub: DEMO.sub } });
    expect(storedUsers()).toHaveLength(1);
  });

  it('a renewal that answers another sub signs the visitor out and removes the user', async () => {
    provider.ttl = 61;
    await signInThroughCallback(startDriver());
    const driver = startDriver();
    await settled(driver);
    provider.claims = { sub: 'acct-00000000-impostor' };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.waitUntil(() => driver.getState().status === 'signedOut', { timeout: 10_000, interval: 50 });
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: 'oidc:error.signedOutElsewhere' });
    expect(driver.accessToken()).toBeNull();
    expect(storedUsers()).toEqual([]);
  });

  it('signs out in a popup: the store is emptied at once, the popup ends the provider\'s session, and then the page goes to the site (code 0)', async () => {
    await signInThroughCallback(startDriver());
    const driver = startDriver();
    await settled(driver);
    await driver.signOut();
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: null });
    expect(storedUsers()).toEqual([]);
    await vi.waitUntil(() => left.length > 0);
    const endSession = new URL(popup.urls.at(-1)!);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${ISSUER}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/site/pages/login/silent`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(left).toEqual([`${ORIGIN}/site/`]);
    expect(page.urls.some((url) => url.startsWith(`${ISSUER}/session/end`))).toBe(false);
  });

  it('a sign-out popup that is closed or cannot open ends the provider\'s session by redirect, with a way back to the site', async () => {
    await signInThroughCallback(startDriver());
    const driver = startDriver();
    await settled(driver);
    popup.closed = true;
    await driver.signOut();
    await vi.waitUntil(() => page.urls.some((url) => url.startsWith(`${ISSUER}/session/end`)));
    const endSession = new URL(page.urls.at(-1)!);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/site/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: null });
    expect(left).toEqual([]);
  });

  it('a valid token makes sign-in a no-op (code 1): no redirect', async () => {
    await signInThroughCallback(startDriver());
    const driver = startDriver();
    await settled(driver);
    const before = page.urls.length;
    await driver.signIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.urls).toHaveLength(before);
  });

  it('a mini-program address with miniProgramNotLogin=true signs out on the first attempt instead of redirecting', async () => {
    const driver = startDriver(`${ORIGIN}/site/?miniProgramNotLogin=true`);
    await settled(driver);
    await driver.signIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.urls).toEqual([]);
    expect(driver.getState()).toEqual({ status: 'signedOut', user: null, error: null });
    await driver.signIn();
    await vi.waitUntil(() => page.urls.length === 1);
  });

  it('an expired stored token is renewed silently on load', async () => {
    await signInThroughCallback(startDriver());
    const key = storedUsers()[0]!;
    storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key)!), expires_at: 1 }));
    const driver = startDriver();
    expect(await settled(driver)).toMatchObject({ status: 'signedIn' });
    expect(driver.accessToken()).toBe('access-2');
  });
});

/** The provider's calls, by the name the sign-in faults of the e2e matrix give them (signInFaults.spec.ts). */
const PROVIDER_CALLS = { discovery: '/oidc/.well-known/openid-configuration', token: '/oidc/token', keys: '/oidc/jwks' } as const;
/** A homePageId names no page outside the gateway's envelope: the provider's faults are the other ten. */
const PROVIDER_FAULTS = FAULT_ANSWERS.filter((fault) => fault.kind !== 'homePage');

/** The provider answers `fault` on `path` from now on, and as itself elsewhere. */
function faultOn(path: string, fault: FaultAnswer): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname === path ? fault.answer(input, init) : provider.fetch(input),
  );
}

/** A failure a page shows: one of the sign-in's translated texts, never a raw error. */
const SAID = /^oidc:error\./;

// Every way the embedded provider misbehaves at the token endpoint, with its own rewrite: the
// sign-in fails closed with the text for it, nothing kept. The browser's share
// (strongHostile.spec.ts) meets one of each kind, with the page's message and no authorised call.
describe('every hostile token answer at the callback', () => {
  /** Seen only at a renewal: strongHostile.spec.ts has its own test for it. */
  const AT_SIGN_IN = HOSTILE_MODES.filter((mode) => mode !== 'sub-changed-on-renewal');
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(AT_SIGN_IN)('%s: refused with its text, nothing kept; then signing in works', async (mode) => {
    await signInThroughCallback(startDriver(), undefined, () => {
      provider.hostile.mode = mode;
    });
    expect(storedUsers()).toEqual([]);
    const text = isTransportMode(mode) ? 'oidc:error.failed' : 'oidc:error.untrusted';
    expect(await settled(startDriver())).toEqual({ status: 'signedOut', user: null, error: text });
    provider.hostile.mode = 'off';
    await signInThroughCallback(startDriver());
    expect(await settled(startDriver())).toMatchObject({ status: 'signedIn' });
  });
});

// Every fault kind on every provider call a sign-in makes, at each moment it makes it. The browser's
// share (signInFaults.spec.ts) meets each moment with one of them; which text the page shows for a
// failure key, and that it is translated, is the login page's and the locales' tests.
describe('every fault kind on the provider', () => {
  beforeEach(() => {
    // The matrix's short request limit: a held request ends in "timed out" at once.
    setConfig({ requestTimeoutMs: 50 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setConfig({ requestTimeoutMs: undefined });
    vi.restoreAllMocks();
  });

  it.each(PROVIDER_FAULTS)('$name on discovery as sign-in starts: the failure is said, and the next attempt signs in', async (fault) => {
    const driver = startDriver();
    await settled(driver);
    faultOn(PROVIDER_CALLS.discovery, fault);
    await driver.signIn();
    await vi.waitUntil(() => driver.getState().error, { timeout: 5_000, interval: LOOK_EVERY_MS });
    expect(driver.getState()).toMatchObject({ status: 'signedOut', error: expect.stringMatching(SAID) });
    expect(page.urls).toEqual([]);
    vi.stubGlobal('fetch', provider.fetch);
    await signInThroughCallback(driver);
    expect(await settled(startDriver())).toMatchObject({ status: 'signedIn' });
  });

  describe.each(Object.entries(PROVIDER_CALLS))('on %s at the callback', (_call, path) => {
    it.each(PROVIDER_FAULTS)('$name: the visitor returns signed out with the failure said, nothing kept; then signing in works', async (fault) => {
      await signInThroughCallback(startDriver(), undefined, () => faultOn(path, fault));
      expect(storedUsers()).toEqual([]);
      expect(await settled(startDriver())).toEqual({ status: 'signedOut', user: null, error: expect.stringMatching(SAID) });
      vi.stubGlobal('fetch', provider.fetch);
      await signInThroughCallback(startDriver());
      expect(await settled(startDriver())).toMatchObject({ status: 'signedIn' });
    });
  });

  describe.each([PROVIDER_CALLS.discovery, PROVIDER_CALLS.keys])("on %s as a signed-in visitor's page loads", (path) => {
    it.each(PROVIDER_FAULTS)('$name: the load settles; a fault that is no refusal keeps the sign-in, and the next load is signed in', async (fault) => {
      await signInThroughCallback(startDriver());
      faultOn(path, fault);
      const during = await settled(startDriver());
      expect(during.error === null || SAID.test(during.error)).toBe(true);
      if (!fault.refuses) expect(storedUsers()).toHaveLength(1);
      vi.stubGlobal('fetch', provider.fetch);
      // A refusal may have ended the sign-in: then signing in again works.
      if (storedUsers().length === 0) await signInThroughCallback(startDriver());
      expect(await settled(startDriver())).toMatchObject({ status: 'signedIn' });
    });
  });
});
