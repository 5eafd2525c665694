import type { KoaContext } from 'oidc-provider';
import { generateKeyPair, type JWTPayload } from 'jose';
import { HttpError, readJson, sendJson } from '../http';
import type { Route } from '../router';
import { atHash, readJwt, signJwt, unsecuredJwt } from './jwt';
import type { SigningKey } from './keys';

/**
 * A test provider that misbehaves in one named way at a time, so the client's own checks of
 * spec section 5 can be seen to fail closed. Only the token endpoint's response is rewritten
 * (tokenLayer.ts); the provider underneath stays real. Off unless the server starts with
 * `hostile` (tests, or OIDC_HOSTILE for `npm start`), then switched by POST /oidc-admin/hostile.
 *
 * | mode                   | what the token endpoint answers                                        | a correct client concludes            |
 * | ---------------------- | ---------------------------------------------------------------------- | ------------------------------------- |
 * | bad-signature          | ID token signed by another RSA key under our key's kid                 | signature verification failed         |
 * | alg-none               | ID token unsecured: header alg "none", empty signature                 | algorithm not allowed                 |
 * | wrong-issuer           | iss = http://evil.example/oidc (re-signed with our key)                | iss mismatch                          |
 * | wrong-audience         | aud = "intruderClient"                                                 | aud mismatch                          |
 * | azp-mismatch           | aud = [client, "intruderClient"], azp = "intruderClient"               | azp is not our client id              |
 * | missing-iat            | no iat                                                                 | iat missing                           |
 * | expired                | iat two hours ago, exp one hour ago (beyond the 300 s tolerance)       | exp in the past                       |
 * | nbf-future             | nbf one hour ahead (beyond the 300 s tolerance)                        | not yet valid                         |
 * | nonce-mismatch         | nonce = "not-the-nonce-you-sent"                                       | nonce mismatch                        |
 * | missing-sub            | no sub                                                                 | sub missing                           |
 * | at-hash-mismatch       | at_hash of another access token                                        | at_hash mismatch                      |
 * | sub-changed-on-renewal | first token of a session unchanged; every later one (a renewal) names  | sub changed: login_required           |
 * |                        | another sub                                                            |                                       |
 * | token-500              | HTTP 500 with an OAuth error body (server_error)                       | token request failed                  |
 * | token-html             | HTTP 200, text/html: a proxy's error page                              | invalid response content type         |
 * | token-truncated        | HTTP 200, application/json cut in half                                 | unparseable JSON                      |
 */
export const HOSTILE_MODES = [
  'bad-signature',
  'alg-none',
  'wrong-issuer',
  'wrong-audience',
  'azp-mismatch',
  'missing-iat',
  'expired',
  'nbf-future',
  'nonce-mismatch',
  'missing-sub',
  'at-hash-mismatch',
  'sub-changed-on-renewal',
  'token-500',
  'token-html',
  'token-truncated',
] as const;
export type HostileMode = (typeof HOSTILE_MODES)[number];
export type HostileSetting = HostileMode | 'off';

export const isHostileSetting = (value: unknown): value is HostileSetting =>
  value === 'off' || HOSTILE_MODES.some((mode) => mode === value);

export const INTRUDER_CLIENT = 'intruderClient';
export const FOREIGN_ISSUER = 'http://evil.example/oidc';
export const WRONG_NONCE = 'not-the-nonce-you-sent';
export const CHANGED_SUB = 'acct-00000000-impostor';
const HOUR = 3600;

type TransportMode = 'token-500' | 'token-html' | 'token-truncated';
type IdTokenMode = Exclude<HostileMode, TransportMode>;
type ClaimMode = Exclude<IdTokenMode, 'bad-signature' | 'alg-none' | 'sub-changed-on-renewal'>;

export interface TokenBody {
  access_token: string;
  id_token: string;
}

/** Answers that never reach JWT validation: the token request itself fails. */
const TRANSPORT_FAULTS: Record<TransportMode, (ctx: KoaContext, body: TokenBody) => void> = {
  'token-500': (ctx) => {
    ctx.status = 500;
    ctx.body = { error: 'server_error', error_description: 'hostile mode token-500' };
    ctx.type = 'application/json';
  },
  'token-html': (ctx) => {
    ctx.body = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
    ctx.type = 'text/html';
  },
  'token-truncated': (ctx, body) => {
    const json = JSON.stringify(body);
    ctx.body = json.slice(0, Math.floor(json.length / 2));
    ctx.type = 'application/json';
  },
};

/** Whether the mode breaks the token request itself (the client says the sign-in failed), rather than sending a token its checks refuse. */
export const isTransportMode = (mode: HostileMode): mode is TransportMode => mode in TRANSPORT_FAULTS;

/** The claim rewrites, applied to a copy of the ID token's claims before re-signing with our key. */
const CLAIM_REWRITES: Record<ClaimMode, (claims: JWTPayload, now: number) => JWTPayload> = {
  'wrong-issuer': (claims) => ({ ...claims, iss: FOREIGN_ISSUER }),
  'wrong-audience': (claims) => ({ ...claims, aud: INTRUDER_CLIENT }),
  'azp-mismatch': (claims) => ({ ...claims, aud: [String(claims.aud), INTRUDER_CLIENT], azp: INTRUDER_CLIENT }),
  'missing-iat': ({ iat: _iat, ...claims }) => claims,
  expired: (claims, now) => ({ ...claims, iat: now - 2 * HOUR, exp: now - HOUR }),
  'nbf-future': (claims, now) => ({ ...claims, nbf: now + HOUR }),
  'nonce-mismatch': (claims) => ({ ...claims, nonce: WRONG_NONCE }),
  'missing-sub': ({ sub: _sub, ...claims }) => claims,
  'at-hash-mismatch': (claims) => ({ ...claims, at_hash: atHash('some-other-access-token') }),
};

/** The current mode and what it needs to remember (sign-ins seen, the stranger's key). */
export class HostileSwitch {
  #mode: HostileSetting;
  /** Sign-ins (sub and auth_time) that already received a token since the mode was set. */
  #seen = new Set<string>();
  #strangerKey: Promise<CryptoKey> | undefined;

  constructor(initial: HostileSetting = 'off') {
    this.#mode = initial;
  }

  get mode(): HostileSetting {
    return this.#mode;
  }

  set mode(mode: HostileSetting) {
    this.#mode = mode;
    this.#seen.clear();
  }

  /** Rewrites a successful token response in place according to the mode. */
  async rewrite(ctx: KoaContext, body: TokenBody, key: SigningKey): Promise<void> {
    const mode = this.#mode;
    if (mode === 'off') return;
    if (isTransportMode(mode)) return TRANSPORT_FAULTS[mode](ctx, body);
    ctx.body = { ...body, id_token: await this.#rewriteIdToken(mode, body.id_token, key) };
  }

  async #rewriteIdToken(mode: IdTokenMode, idToken: string, key: SigningKey): Promise<string> {
    const { header, claims } = readJwt(idToken);
    switch (mode) {
      case 'bad-signature':
        this.#strangerKey ??= generateKeyPair('RS256').then((pair) => pair.privateKey);
        return signJwt(claims, header, await this.#strangerKey);
      case 'alg-none':
        return unsecuredJwt(claims, header);
      case 'sub-changed-on-renewal': {
        // A renewal is the same sign-in again: same account, same auth_time.
        const signIn = `${claims.sub} ${claims.auth_time}`;
        const renewal = this.#seen.has(signIn);
        this.#seen.add(signIn);
        return renewal ? signJwt({ ...claims, sub: CHANGED_SUB }, header, key.privateKey) : idToken;
      }
      default:
        return signJwt(CLAIM_REWRITES[mode](claims, Math.floor(Date.now() / 1000)), header, key.privateKey);
    }
  }
}

/** GET shows the mode and the choices; POST {"mode": "<mode>" | "off"} switches. */
export function hostileAdminRoutes(hostile: HostileSwitch): Route[] {
  const state = () => ({ mode: hostile.mode, modes: HOSTILE_MODES });
  return [
    { methods: ['GET'], path: '/oidc-admin/hostile', handle: (_req, res) => sendJson(res, 200, state(), { 'Cache-Control': 'no-store' }) },
    {
      methods: ['POST'],
      path: '/oidc-admin/hostile',
      handle: async (req, res) => {
        const body = await readJson(req);
        const mode = body && typeof body === 'object' ? (body as { mode?: unknown }).mode : undefined;
        if (!isHostileSetting(mode)) throw new HttpError(400, `Unknown hostile mode ${JSON.stringify(mode)}; one of off, ${HOSTILE_MODES.join(', ')}`);
        hostile.mode = mode;
        sendJson(res, 200, state(), { 'Cache-Control': 'no-store' });
      },
    },
  ];
}
