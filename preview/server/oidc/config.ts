import { errors, type KoaContext } from 'oidc-provider';
import { randomBytes } from 'node:crypto';
import { accountFinder, PROFILE_CLAIMS } from './accounts';
import { clientMetadata } from './clients';
import type { SigningKey } from './keys';
import { errorPage, logoutPage, signedOutPage } from './pages';
import { localeOf } from './texts';

/** The gateway as a resource server: access tokens for it are JWTs with this audience. */
export const GATEWAY_RESOURCE = 'urn:minisite:gateway';
export const GATEWAY_SCOPE = 'AppGateway';

/** Access and ID token lifetime unless OIDC_TOKEN_TTL (seconds) says otherwise. */
export const DEFAULT_TOKEN_TTL = 3600;
const HOUR = 3600;

export interface ProviderSettings {
  issuer: string;
  /** Origins the client is served from: redirect addresses and CORS. */
  origins: readonly string[];
  key: SigningKey;
  tokenTtl: number;
}

/** OIDC_TOKEN_TTL as a whole number of seconds ≥ 1, else the default. */
export function tokenTtlFrom(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_TOKEN_TTL;
}

const localeOfContext = (ctx: KoaContext) => localeOf(ctx.oidc?.params?.ui_locales);

/**
 * oidc-provider's configuration for the embedded default. Every choice that differs from the
 * library's default is deliberate; sign-in-facts.md (shared/notes) says what was measured.
 */
export function providerConfiguration({ issuer, origins, key, tokenTtl }: ProviderSettings): Record<string, unknown> {
  const mountPath = new URL(issuer).pathname;
  const allowedOrigins = new Set(origins);
  return {
    jwks: { keys: [key.jwk] },
    clients: clientMetadata(origins),
    responseTypes: ['code'],
    // Our clients are public: they authenticate with nothing but PKCE.
    clientAuthMethods: ['none'],
    // Public clients must use PKCE; S256 is the only method the provider offers.
    pkce: { required: () => true },
    // AppGateway is declared, or the provider would drop it silently from the request.
    scopes: ['openid', 'profile', GATEWAY_SCOPE],
    claims: { acr: null, auth_time: null, iss: null, sid: null, openid: ['sub'], profile: [...PROFILE_CLAIMS] },
    // The access token is a gateway JWT that the provider's userinfo refuses, so the client runs
    // with loadUserInfo: false; the profile claims therefore travel in the ID token. (With the
    // default `true` the ID token would hold them only because the access token has an audience.)
    conformIdTokenClaims: false,
    findAccount: accountFinder((userName) => `${issuer}/avatars/${userName}.svg`),
    // The token endpoint answers the client's own origins only (the default would allow every
    // redirect address's origin, which here is the same set, but say it).
    clientBasedCORS: (_ctx: unknown, origin: string) => allowedOrigins.has(origin),
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax', path: mountPath },
    },
    ttl: {
      AccessToken: tokenTtl,
      IdToken: tokenTtl,
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      // A day at the venue; the grant outlives the session so renewal never asks for consent.
      Session: 24 * HOUR,
      Grant: 24 * HOUR,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}` },
    discovery: { ui_locales_supported: ['en-US', 'zh-CN'] },
    features: {
      // Our own login page (interactions.ts) replaces the development one, which loads web fonts.
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => GATEWAY_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== GATEWAY_RESOURCE) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return {
            scope: GATEWAY_SCOPE,
            audience: GATEWAY_RESOURCE,
            accessTokenTTL: tokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(localeOfContext(ctx), form);
        },
        postLogoutSuccessSource: (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(localeOfContext(ctx), '/site/');
        },
      },
    },
    renderError: (ctx: KoaContext, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(localeOfContext(ctx), out);
    },
  };
}
