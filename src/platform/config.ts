import * as z from 'zod/mini';
import { filesBaseFor, resolveFilesAgainst } from '../../schemas/primitives';

/**
 * Addresses and switches per environment (spec section 3, "Configuration per environment").
 * Built-in defaults come from the deployment; a window-level domain config
 * (`window.__DOMAIN_CONFIG__`, set by /site/domain-config.js before the app loads) overrides
 * them, which is how the replay gateway and the tests point the client at themselves.
 */
export const domainConfig = z.looseObject({
  gateway: z._default(z.string(), '/'),
  clientGateway: z._default(z.string(), '/'),
  fileServer: z._default(z.string(), '/'),
  sso: z._default(z.string(), '/'),
  clientSso: z._default(z.string(), '/'),
  /**
   * Hosts on which cookie-mode sign-in goes through the SSO site's cookie-helper frame (spec
   * section 9: localhost plus two site hosts, which each deployment names here).
   */
  cookieHelperHosts: z._default(z.array(z.string()), ['localhost']),
  /** Sent as x-encrypt on every SSO call when set (spec section 7: optional). */
  ssoEncrypt: z._default(z.string(), ''),
  /** Extra headers every SSO call carries (spec section 7: "any custom headers"). */
  ssoHeaders: z._default(z.record(z.string(), z.string()), {}),
  /** The OpenID provider for strong sign-in; empty means `<sso>/oidc` (see `oidcAuthority`). */
  authority: z._default(z.string(), ''),
  miniSite: z._default(z.string(), '/site/'),
  pcSite: z._default(z.string(), '/site/'),
  booth: z._default(z.string(), ''),
  buyer: z._default(z.string(), ''),
  payment: z._default(z.string(), ''),
  points: z._default(z.string(), ''),
  live: z._default(z.string(), ''),
  fileViewer: z._default(z.string(), ''),
  agency: z._default(z.string(), ''),
  eventMobile: z._default(z.string(), ''),
  registration: z._default(z.string(), ''),
  eTicket: z._default(z.string(), ''),
  /**
   * The event's chat assistant, framed on /subPages/coze/index; empty: the page says there is
   * none. Checked where it is used (src/pages/assistant/assistantFrame.ts), so a bad address costs
   * the assistant alone, not the rest of the configuration, and its check stays out of the first load.
   */
  assistantUrl: z._default(z.string(), ''),
  /** The attendee centre (the spec names it among the products linked out to, with no address key). */
  attendeeCenter: z._default(z.string(), ''),
  /** The site shown when the address names none (a deployment or domain per site). */
  siteId: z._default(z.string(), ''),
  destinationEventId: z._default(z.string(), ''),
  tenantId: z._default(z.string(), ''),
  enableReport: z._default(z.boolean(), false),
  reportUrl: z._default(z.string(), '/api/report'),
  platform: z._default(z.enum(['h5', 'pc']), 'h5'),
  /** 'preview' shows fault cards and unpublished pages (the organiser's harness). */
  mode: z._default(z.enum(['live', 'preview']), 'live'),
  /**
   * The preview's pass (ours): an expiring token the preview endpoint issued, sent with every
   * gateway call as X-Preview-Token; the gateway serves unpublished pages only with a valid one.
   */
  previewToken: z._default(z.string(), ''),
  /**
   * Tests only: shortens the spec's 60 s request limit (REQUEST_TIMEOUT_MS) so a test can watch a
   * call time out. Unset in every deployment and in the embedded default.
   */
  requestTimeoutMs: z.optional(z.number().check(z.positive())),
});
export type DomainConfig = z.infer<typeof domainConfig>;

declare global {
  interface Window {
    __DOMAIN_CONFIG__?: unknown;
  }
}

let cached: DomainConfig | null = null;
/** A server's source of each render's own configuration (src/app/serverEntry.ts); none in a browser. */
let perRender: (() => DomainConfig | undefined) | null = null;

/**
 * On a server rendering pages for the browsers of several origins at once: where each render's
 * configuration is read from, so a page is rendered with the configuration its browser will have.
 */
export function readConfigPerRender(read: () => DomainConfig | undefined): void {
  perRender = read;
}

/** The configuration in force; an invalid override is reported and the defaults are kept. */
export function config(): DomainConfig {
  const rendering = perRender?.();
  if (rendering) return rendering;
  if (cached) return cached;
  const override = typeof window === 'undefined' ? {} : (window.__DOMAIN_CONFIG__ ?? {});
  const parsed = domainConfig.safeParse(override);
  if (!parsed.success) console.error('Invalid window.__DOMAIN_CONFIG__, using defaults', parsed.error.issues);
  cached = parsed.success ? parsed.data : domainConfig.parse({});
  applyFileServer(cached.fileServer);
  return cached;
}

/** Relative file addresses in payloads resolve on the file server, unless it is this origin's root. */
function applyFileServer(fileServer: string): void {
  if (typeof location === 'undefined') return;
  resolveFilesAgainst(filesBaseFor(fileServer, location.href));
}

/**
 * Whether this is the organiser's preview (fault cards, unpublished pages, mock data), as the
 * page and list views ask it; the renderer's services take `config().mode` itself.
 */
export const isPreview = (): boolean => config().mode === 'preview';

/** Strong sign-in's authority: the configured one, else the provider mounted at `<sso>/oidc`. */
export function oidcAuthority(settings: DomainConfig = config()): string {
  if (settings.authority) return settings.authority.replace(/\/+$/, '');
  const base = new URL(settings.sso, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  return new URL('oidc', base.href.endsWith('/') ? base : `${base.href}/`).href;
}

/** Tests and the preview harness swap configuration without reloading. */
export function setConfig(next: Partial<DomainConfig>): void {
  cached = domainConfig.parse({ ...config(), ...next });
  applyFileServer(cached.fileServer);
}
