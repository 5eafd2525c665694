import { z } from 'zod';

/**
 * Addresses and switches per environment (spec section 3, "Configuration per environment").
 * Built-in defaults come from the deployment; a window-level domain config
 * (`window.__DOMAIN_CONFIG__`, set by /site/domain-config.js before the app loads) overrides
 * them, which is how the replay gateway and the tests point the client at themselves.
 */
export const domainConfig = z.looseObject({
  gateway: z.string().default('/'),
  clientGateway: z.string().default('/'),
  fileServer: z.string().default('/'),
  sso: z.string().default('/'),
  clientSso: z.string().default('/'),
  miniSite: z.string().default('/site/'),
  pcSite: z.string().default('/site/'),
  booth: z.string().default(''),
  buyer: z.string().default(''),
  payment: z.string().default(''),
  points: z.string().default(''),
  live: z.string().default(''),
  fileViewer: z.string().default(''),
  agency: z.string().default(''),
  eventMobile: z.string().default(''),
  registration: z.string().default(''),
  eTicket: z.string().default(''),
  /** The site shown when the address names none (a deployment or domain per site). */
  siteId: z.string().default(''),
  destinationEventId: z.string().default(''),
  tenantId: z.string().default(''),
  enableReport: z.boolean().default(false),
  reportUrl: z.string().default('/api/report'),
  platform: z.enum(['h5', 'pc']).default('h5'),
  /** 'preview' shows fault cards and unpublished pages (the organiser's harness). */
  mode: z.enum(['live', 'preview']).default('live'),
});
export type DomainConfig = z.infer<typeof domainConfig>;

declare global {
  interface Window {
    __DOMAIN_CONFIG__?: unknown;
  }
}

let cached: DomainConfig | null = null;

/** The configuration in force; an invalid override is reported and the defaults are kept. */
export function config(): DomainConfig {
  if (cached) return cached;
  const override = typeof window === 'undefined' ? {} : (window.__DOMAIN_CONFIG__ ?? {});
  const parsed = domainConfig.safeParse(override);
  if (!parsed.success) console.error('Invalid window.__DOMAIN_CONFIG__, using defaults', parsed.error.issues);
  cached = parsed.success ? parsed.data : domainConfig.parse({});
  return cached;
}

/** Tests and the preview harness swap configuration without reloading. */
export function setConfig(next: Partial<DomainConfig>): void {
  cached = domainConfig.parse({ ...config(), ...next });
}
