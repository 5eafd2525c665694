import type { IncomingMessage } from 'node:http';
import { send, sendText } from '../http';
import type { Route } from '../router';
import { avatarSvg } from './accounts';
import { providerConfiguration, tokenTtlFrom } from './config';
import { HostileSwitch, hostileAdminRoutes, type HostileSetting } from './hostile';
import { interactionRoutes } from './interactions';
import { generateSigningKey } from './keys';
import { tokenResponseLayer } from './tokenLayer';

/** Where the provider lives on the server: the issuer is <origin>/oidc. */
export const OIDC_MOUNT = '/oidc';

export interface OidcOptions {
  /**
   * Tests only: mount /oidc-admin/hostile and let it rewrite token responses (hostile.ts).
   * `true` starts well-behaved; a mode name starts in that mode. Never on by default.
   */
  hostile?: boolean | HostileSetting;
  /** Access and ID token lifetime in seconds. Default OIDC_TOKEN_TTL, else 3600. */
  tokenTtl?: number;
  /** Further origins the client is served from (a reverse proxy in front of the server). */
  clientOrigins?: readonly string[];
}

export interface OidcMount {
  /** e.g. http://127.0.0.1:4173/oidc */
  issuer: string;
  /** The provider's lines of the routing table, to go before every other route. */
  routes: Route[];
  /** Present only when started hostile. */
  hostile?: HostileSwitch;
}

/** The origins the client may be served from: the server's own, localhost at the same port, and the proxies named. */
function clientOrigins(origin: string, proxies: readonly string[]): string[] {
  const url = new URL(origin);
  return [...(url.hostname === '127.0.0.1' ? [origin, `${url.protocol}//localhost:${url.port}`] : [origin]), ...proxies];
}

/**
 * The embedded OpenID provider in two steps: `prepareOidc` does the slow part before the
 * server listens (loads oidc-provider, which warns "Unsupported runtime" on Node 20 and then
 * works; generates the signing key); the function it returns builds the provider once the
 * port, hence the issuer, is known, synchronously, so no request can come in between.
 */
export async function prepareOidc(options: OidcOptions = {}): Promise<(origin: string) => OidcMount> {
  const [{ default: Provider }, key] = await Promise.all([import('oidc-provider'), generateSigningKey()]);
  const tokenTtl = options.tokenTtl ?? tokenTtlFrom(process.env.OIDC_TOKEN_TTL);
  const hostile = options.hostile ? new HostileSwitch(options.hostile === true ? 'off' : options.hostile) : undefined;

  return (origin) => {
    const issuer = `${origin}${OIDC_MOUNT}`;
    const origins = clientOrigins(origin, options.clientOrigins ?? []);
    const provider = new Provider(issuer, providerConfiguration({ issuer, origins, key, tokenTtl }));
    provider.use(tokenResponseLayer(key, hostile));
    provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));
    const handle = provider.callback();

    /** The provider routes on paths without the mount; originalUrl tells it where it is mounted. */
    const mounted: Route = {
      path: `${OIDC_MOUNT}/`,
      prefix: true,
      handle: (req: IncomingMessage & { originalUrl?: string }, res, { url }) => {
        req.originalUrl = `${url.pathname}${url.search}`;
        req.url = `${url.pathname.slice(OIDC_MOUNT.length)}${url.search}`;
        return handle(req, res);
      },
    };
    const avatars: Route = {
      methods: ['GET', 'HEAD'],
      path: `${OIDC_MOUNT}/avatars/`,
      prefix: true,
      handle: (_req, res, { url }) => {
        const svg = avatarSvg(url.pathname.slice(`${OIDC_MOUNT}/avatars/`.length).replace(/\.svg$/, ''));
        if (!svg) return sendText(res, 404, `No avatar at ${url.pathname}`);
        send(res, 200, svg, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
      },
    };

    return {
      issuer,
      hostile,
      routes: [
        ...(hostile ? hostileAdminRoutes(hostile) : []),
        avatars,
        ...interactionRoutes(provider, OIDC_MOUNT, origins),
        mounted,
      ],
    };
  };
}
