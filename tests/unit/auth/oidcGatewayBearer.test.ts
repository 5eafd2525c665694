// @vitest-environment node
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authNeedOf, bearerAccount, bearerGuard, NOT_SIGNED_IN } from '../../../preview/server/bearer';
import { startServer, type RunningServer } from '../../../preview/server/server';
import { SessionStore } from '../../../preview/server/sso/sessions';

const ISSUER = 'http://127.0.0.1:4173/oidc';
const GATEWAY = 'urn:minisite:gateway';
const INFO = '/api/UserResource/AccountUser/v1/Info';
const SCHEDULE = '/api/ClientResponsiveSiteAggregator/Schedule/List';

let key: CryptoKey;
let stranger: CryptoKey;
let guard: ReturnType<typeof bearerGuard>;
const sessions = new SessionStore();

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  guard = bearerGuard(bearerAccount({ issuer: ISSUER, sessions, keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'RS256' }] }) }));
});

const now = () => Math.floor(Date.now() / 1000);
const accessToken = (claims: JWTPayload = {}, signer = key) =>
  new SignJWT({ iss: ISSUER, aud: GATEWAY, sub: 'acct-7f3a9c01-demo', scope: 'AppGateway', iat: now(), exp: now() + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k' })
    .sign(signer);

/** Runs the guard on a fake request; returns the status it answered, or 'next' when it let the call through. */
async function check(pathname: string, authorization?: string): Promise<number | 'next'> {
  const req = { headers: authorization ? { authorization } : {} } as IncomingMessage;
  let status: number | 'next' = 'next';
  let body = '';
  const res = {
    writeHead: (code: number) => {
      status = code;
    },
    end: (text: string) => {
      body = text;
    },
  } as unknown as ServerResponse;
  const { refused } = await guard(req, res, pathname);
  if (refused) expect(JSON.parse(body)).toMatchObject({ isSuccess: false, businessMessage: NOT_SIGNED_IN });
  return status;
}

describe('gateway bearer check', () => {
  it('lists the auth calls of spec section 7 in one place, case-insensitively', () => {
    expect(authNeedOf(INFO)).toBe('required');
    expect(authNeedOf('/Api/MemberSystem/PointsMerchandise/SearchPointsMerchandise')).toBe('required');
    expect(authNeedOf('/api/ClientAggregator/OutSide/9001/GetIntellectualPropertyByBventId')).toBe('required');
    expect(authNeedOf('/api/ClientResponsiveSiteAggregator/Authority/GetAccountAttendeeIdentity')).toBe('required');
    expect(authNeedOf(SCHEDULE)).toBe('optional');
    // Ours, not in the spec: following sessions is per account.
    expect(authNeedOf('/api/ClientResponsiveSiteAggregator/Schedule/Follow')).toBe('required');
    expect(authNeedOf('/api/ClientResponsiveSiteAggregator/Schedule/Followed')).toBe('required');
    expect(authNeedOf('/api/ClientResponsiveSiteAggregator/Site/GetSiteById')).toBeNull();
  });

  it('lets a valid AppGateway token through', async () => {
    expect(await check(INFO, `Bearer ${await accessToken()}`)).toBe('next');
  });

  it('lets a live SSO session credential through (cookie mode), and refuses it once closed', async () => {
    const session = sessions.open('acct-7f3a9c01-demo', 'Demo Visitor');
    expect(await check(INFO, `Bearer ${session.token}`)).toBe('next');
    sessions.close(session.token);
    expect(await check(INFO, `Bearer ${session.token}`)).toBe(401);
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ['no Authorization header', () => Promise.resolve(undefined)],
    ['a non-bearer header', () => Promise.resolve('Basic ZGVtbzpkZW1vMTIzNA==')],
    ['another signer', () => accessToken({}, stranger).then((token) => `Bearer ${token}`)],
    ['another issuer', () => accessToken({ iss: 'http://evil.example/oidc' }).then((token) => `Bearer ${token}`)],
    ['another audience (an ID token)', () => accessToken({ aud: 'jsEvosClient' }).then((token) => `Bearer ${token}`)],
    ['an expired token', () => accessToken({ exp: now() - 60 }).then((token) => `Bearer ${token}`)],
    ['no AppGateway scope', () => accessToken({ scope: 'openid' }).then((token) => `Bearer ${token}`)],
    ['garbage', () => Promise.resolve('Bearer not.a.token')],
  ])('refuses a required call with %s: 401 envelope', async (_name, header) => {
    expect(await check(INFO, await header())).toBe(401);
  });

  it('serves an optional call without a token, with a valid one, but not with a bad one', async () => {
    expect(await check(SCHEDULE)).toBe('next');
    expect(await check(SCHEDULE, `Bearer ${await accessToken()}`)).toBe('next');
    expect(await check(SCHEDULE, `Bearer ${await accessToken({}, stranger)}`)).toBe(401);
  });

  it("hands the route the token's account: a JWT's sub, a session's accountId; none without a token", async () => {
    const verdict = (authorization?: string, pathname = SCHEDULE) =>
      guard({ headers: authorization ? { authorization } : {} } as IncomingMessage, {} as ServerResponse, pathname);
    expect(await verdict(`Bearer ${await accessToken({ sub: 'acct-2b8e4d17-attendee' })}`)).toEqual({ refused: false, account: 'acct-2b8e4d17-attendee' });
    const session = sessions.open('acct-7f3a9c01-demo', 'Demo Visitor');
    expect(await verdict(`Bearer ${session.token}`, INFO)).toEqual({ refused: false, account: 'acct-7f3a9c01-demo' });
    sessions.close(session.token);
    expect(await verdict()).toEqual({ refused: false, account: null });
    expect(await verdict('Bearer junk', '/api/ClientResponsiveSiteAggregator/Page/Tree')).toEqual({ refused: false, account: null });
  });

  it('refuses a token without a sub', async () => {
    expect(await check(INFO, `Bearer ${await accessToken({ sub: undefined })}`)).toBe(401);
  });

  it('leaves calls not marked auth alone', async () => {
    expect(await check('/api/ClientResponsiveSiteAggregator/Page/Tree', 'Bearer junk')).toBe('next');
  });
});

describe('gateway bearer check in the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, build: false, log: () => undefined });
  });
  afterAll(() => server?.close());

  it('answers a call marked auth without a token with the 401 envelope', async () => {
    const response = await fetch(`${server.url}${INFO}?accountId=acct-7f3a9c01-demo`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ isSuccess: false, businessMessage: NOT_SIGNED_IN });
  });

  it('refuses a token its provider did not sign, fetching the provider keys itself', async () => {
    const response = await fetch(`${server.url}${INFO}`, { headers: { Authorization: `Bearer ${await accessToken({ iss: server.issuer })}` } });
    expect(response.status).toBe(401);
  });
});
