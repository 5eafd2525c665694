/**
 * `npm run render-service`: a deployment's render service for site pages (renderService.ts),
 * behind deploy/nginx/minisite.conf. Environment: GATEWAY (the gateway's base address,
 * required), SITE_ID (the deployment's default site, required), FILE_SERVER (the domain
 * config's fileServer, when not the pages' origin), PORT (default 4174), HOST (default
 * 127.0.0.1), CLIENT_DIR (the built client, default dist/), SERVER_DIR (the app's server build,
 * default dist-server/), DOMAIN_CONFIG (the deployment's domain-config.js, default the one in CLIENT_DIR).
 */
import './productionMode';
import path from 'node:path';
import { SERVER_BUILD } from './build';
import { readDomainConfig } from './domainConfigFile';
import { startRenderService } from './renderService';

const { GATEWAY, SITE_ID } = process.env;
if (!GATEWAY || !SITE_ID) {
  console.error('render-service: set GATEWAY (the gateway base address) and SITE_ID (the default site)');
  process.exit(1);
}
const clientDir = path.resolve(process.env.CLIENT_DIR || 'dist');
const service = await startRenderService({
  port: Number(process.env.PORT) || 4174,
  host: process.env.HOST || undefined,
  gateway: GATEWAY,
  defaultSiteId: SITE_ID,
  fileServer: process.env.FILE_SERVER || undefined,
  clientDir,
  domainConfig: readDomainConfig(path.resolve(process.env.DOMAIN_CONFIG || path.join(clientDir, 'domain-config.js'))),
  serverDir: path.resolve(process.env.SERVER_DIR || SERVER_BUILD),
});
console.log(`Render service for site pages at ${service.url}/site/, asking ${GATEWAY}`);
const stop = () => void service.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
