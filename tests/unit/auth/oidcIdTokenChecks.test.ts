// @vitest-environment node
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, base64url, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenHash,
  ALLOWED_ALGORITHMS,
  checkIdToken,
  IdTokenCheckError,
  type IdTokenExpectations,
  type IdTokenFailure,
} from '../../../src/auth/oidc/idTokenChecks';

const ISSUER = 'http://127.0.0.1:4173/oidc';
const CLIENT = 'jsEvosClient';
const NONCE = 'n-0S6_WzA2Mj';
const ACCESS = 'access.token.value';
const NOW = 1_800_000_000;
const SUB = 'acct-7f3a9c01-demo';

type Alg = (typeof ALLOWED_ALGORITHMS)[number];
const keys = new Map<Alg, CryptoKey>();
let jwks: IdTokenExpectations['keys'];

beforeAll(async () => {
  const published = [];
  for (const alg of ALLOWED_ALGORITHMS) {
    const pair = await generateKeyPair(alg, { extractable: true });
    keys.set(alg, pair.privateKey);
    published.push({ ...(await exportJWK(pair.publicKey)), kid: alg, alg, use: 'sig' });
  }
  jwks = createLocalJWKSet({ keys: published });
});

async function claims(alg: Alg, overrides: JWTPayload = {}): Promise<JWTPayload> {
  return { iss: ISSUER, aud: CLIENT, sub: SUB, iat: NOW, exp: NOW + 600, nonce: NONCE, auth_time: NOW - 10, at_hash: await accessTokenHash(ACCESS, alg), ...overrides };
}

async function token(alg: Alg = 'RS256', overrides: JWTPayload = {}, key = keys.get(alg)!): Promise<string> {
  const payload = Object.fromEntries(Object.entries(await claims(alg, overrides)).filter(([, value]) => value !== undefined));
  return new SignJWT(payload).setProtectedHeader({ alg, kid: alg }).sign(key);
}

const expected = (more: Partial<IdTokenExpectations> = {}): IdTokenExpectations => ({
  keys: jwks,
  issuer: ISSUER,
  clientId: CLIENT,
  nonce: NONCE,
  accessToken: ACCESS,
  now: NOW,
  ...more,
});

async function refusal(idToken: string, more: Partial<IdTokenExpectations> = {}): Promise<IdTokenFailure> {
  const error: unknown = await checkIdToken(idToken, expected(more)).then(
    () => new Error('accepted'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof IdTokenCheckError)) throw error;
  return error.reason;
}

describe('ID-token checks: accepted algorithms', () => {
  it.each(ALLOWED_ALGORITHMS)('accepts a good token signed with %s', async (alg) => {
    const checked = await checkIdToken(await token(alg), expected());
    expect(checked.sub).toBe(SUB);
  });

  it('refuses an unsecured token (alg none)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none' }));
    const body = base64url.encode(JSON.stringify(await claims('RS256')));
    expect(await refusal(`${header}.${body}.`)).toBe('algorithm');
  });

  it('refuses HS256, an algorithm outside RS/PS/ES', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!');
    const hs = await new SignJWT(await claims('RS256')).setProtectedHeader({ alg: 'HS256', kid: 'RS256' }).sign(secret);
    expect(await refusal(hs)).toBe('algorithm');
  });

  it('refuses a token signed by another key under a published kid', async () => {
    const stranger = await generateKeyPair('RS256');
    expect(await refusal(await token('RS256', {}, stranger.privateKey))).toBe('signature');
  });

  it('refuses what is not a JWS at all', async () => {
    expect(await refusal('not-a-token')).toBe('malformed');
  });
});

describe('ID-token checks: claims', () => {
  it.each<[string, JWTPayload, IdTokenFailure]>([
    ['another issuer', { iss: 'http://evil.example/oidc' }, 'issuer'],
    ['another audience', { aud: 'intruderClient' }, 'audience'],
    ['several audiences without azp', { aud: [CLIENT, 'intruderClient'] }, 'azp'],
    ['several audiences with a foreign azp', { aud: [CLIENT, 'intruderClient'], azp: 'intruderClient' }, 'azp'],
    ['a foreign azp with our audience', { azp: 'intruderClient' }, 'azp'],
    ['no iat', { iat: undefined }, 'iat'],
    ['nbf beyond the 300 s tolerance', { nbf: NOW + 301 }, 'nbf'],
    ['exp beyond the 300 s tolerance', { exp: NOW - 301 }, 'exp'],
    ['no exp', { exp: undefined }, 'exp'],
    ['no sub', { sub: undefined }, 'sub'],
    ['another nonce', { nonce: 'not-the-nonce-you-sent' }, 'nonce'],
    ['no nonce', { nonce: undefined }, 'nonce'],
    ['at_hash of another access token', { at_hash: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'at_hash'],
    ['no at_hash', { at_hash: undefined }, 'at_hash'],
  ])('refuses %s', async (_name, overrides, reason) => {
    expect(await refusal(await token('RS256', overrides))).toBe(reason);
  });

  it('accepts nbf and exp within the 300 s tolerance, and several audiences with our azp', async () => {
    await expect(checkIdToken(await token('ES256', { nbf: NOW + 300, exp: NOW - 300, aud: [CLIENT, 'other'], azp: CLIENT }), expected())).resolves.toBeTruthy();
  });
});

describe('ID-token checks: after a renewal', () => {
  const previous = { sub: SUB, auth_time: NOW - 10, azp: CLIENT };

  it('accepts the same sign-in again', async () => {
    await expect(checkIdToken(await token('RS256', { azp: CLIENT }), expected({ previous }))).resolves.toBeTruthy();
  });

  it.each<[string, JWTPayload, IdTokenFailure]>([
    ['another sub (login_required)', { sub: 'acct-00000000-impostor', azp: CLIENT }, 'sub_changed'],
    ['another auth_time', { auth_time: NOW - 5, azp: CLIENT }, 'auth_time_changed'],
    ['a missing azp where the sign-in had ours', {}, 'azp_changed'],
  ])('refuses %s', async (_name, overrides, reason) => {
    expect(await refusal(await token('RS256', overrides), { previous })).toBe(reason);
  });
});
