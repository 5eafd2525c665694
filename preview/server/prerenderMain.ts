/**
 * `npm run prerender`: a site's published pages written to files (prerender.ts), for a host with
 * no Node. Environment: GATEWAY (the gateway's base address, required), SITE_ID (required),
 * ORIGIN (the public origin the pages are served from, required), OUT (default prerendered/),
 * LANGUAGE (the site's, default en-US), CLIENT_DIR (default dist/), SERVER_DIR (default
 * dist-server/), DOMAIN_CONFIG (the deployment's domain-config.js, default the one in CLIENT_DIR).
 * Run `npm run build` first.
 */
import './productionMode';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/i18n/languages';
import { SERVER_BUILD } from './build';
import { readDomainConfig } from './domainConfigFile';
import { prerender } from './prerender';

const { GATEWAY, SITE_ID, ORIGIN, LANGUAGE } = process.env;
if (!GATEWAY || !SITE_ID || !ORIGIN) {
  console.error('prerender: set GATEWAY (the gateway base address), SITE_ID (the site) and ORIGIN (where the pages are served)');
  process.exit(1);
}
const clientDir = path.resolve(process.env.CLIENT_DIR || 'dist');
const out = path.resolve(process.env.OUT || 'prerendered');
const result = await prerender({
  gateway: GATEWAY,
  siteId: SITE_ID,
  origin: ORIGIN,
  out,
  clientDir,
  serverDir: path.resolve(process.env.SERVER_DIR || SERVER_BUILD),
  domainConfig: readDomainConfig(path.resolve(process.env.DOMAIN_CONFIG || path.join(clientDir, 'domain-config.js'))),
  language: isLanguage(LANGUAGE) ? LANGUAGE : DEFAULT_LANGUAGE,
});
console.log(`Wrote ${result.written.length} pages to ${out}`);
if (result.unpublished.length) console.log(`Not published, not written: ${result.unpublished.join(', ')}`);
for (const failure of result.failed) console.error(`Could not render ${failure}`);
process.exit(result.failed.length ? 1 : 0);
