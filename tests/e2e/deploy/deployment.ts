// A production-like deployment on one machine: the built client served by nginx through
// deploy/nginx/minisite.conf, the gateway and file server behind it at the same origin (the
// embedded server, reached through the proxy), the render service nginx asks for site pages, and
// the OpenID provider and the chat assistant on origins of their own, as an SSO and an assistant
// service are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES_DIR } from '../../../fixtures/index';
import { ASSISTANT_PATH, otherLoopbackOrigin } from '../../../preview/server/assistant';
import { SERVER_BUILD } from '../../../preview/server/build';
import { startRenderService, type RunningRenderService } from '../../../preview/server/renderService';
import { startServer, type RunningServer } from '../../../preview/server/server';
import { freePort } from '../../support/listening';
import { startNginx, type RunningNginx } from './nginx';

/** The build nginx serves. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(ROOT, 'dist');
const SITE_ID = '1001';

/** The organiser's custom code of the demo expo's site, per terminal (the spec's pc/mobile css and js). */
export const ORGANISER_CODE = {
  pcJs: "document.documentElement.dataset.organiserCode = 'pc';",
  mobileJs: "document.documentElement.dataset.organiserCode = 'mobile';",
  pcCss: 'html { --organiser-css: pc; }',
  mobileCss: 'html { --organiser-css: mobile; }',
};

export interface Deployment {
  /** Where visitors open the client: nginx. */
  origin: string;
  /** The embedded server: the backend behind nginx and, on its own origin, the OpenID provider. */
  backend: RunningServer;
  nginx: RunningNginx;
  /** The render service nginx asks for site pages. */
  render: RunningRenderService;
  /** Stops the render service, as an outage would; nginx stays. */
  stopRender(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A bundle holding only the demo expo's site with the organiser's custom code: chosen as the
 * fixture, it answers for that site, and the shipped bundles answer everything else.
 */
function bundleWithOrganiserCode(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minisite-organiser-code-'));
  const siteFile = path.join('Site', 'GetSiteById', `${SITE_ID}.json`);
  const reply = JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'demo-expo', siteFile), 'utf8')) as { returnObj: Record<string, unknown> };
  Object.assign(reply.returnObj, ORGANISER_CODE);
  fs.mkdirSync(path.join(dir, path.dirname(siteFile)), { recursive: true });
  fs.writeFileSync(path.join(dir, siteFile), JSON.stringify(reply));
  const manifest = { title: 'Demo expo with custom code', description: 'The demo expo, its site carrying custom code', defaultSiteId: SITE_ID, loginStrong: true };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The deployment's domain-config.js: the gateway and files at the client's origin, the provider and the assistant elsewhere. */
function domainConfig(origin: string, backend: RunningServer) {
  const config = {
    gateway: origin,
    clientGateway: origin,
    fileServer: origin,
    clientSso: origin,
    sso: backend.url,
    miniSite: `${origin}/site/`,
    pcSite: `${origin}/site/`,
    assistantUrl: `${otherLoopbackOrigin(backend.url)}${ASSISTANT_PATH}`,
    siteId: SITE_ID,
    enableReport: true,
    reportUrl: `${origin}/api/report`,
  };
  return config;
}

export async function startDeployment(): Promise<Deployment> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bundle = bundleWithOrganiserCode();
  const backend = await startServer({ port: 0, build: false, log: () => undefined, fixture: bundle, clientOrigins: [origin] });
  const elsewhere = [backend.url, otherLoopbackOrigin(backend.url)].join(' ');
  let nginx: RunningNginx;
  let render: RunningRenderService | undefined;
  let renderStopped: Promise<void> | undefined;
  const stopRender = () => (renderStopped ??= render?.close() ?? Promise.resolve());
  try {
    const config = domainConfig(origin, backend);
    render = await startRenderService({ port: 0, gateway: backend.url, clientDir: DIST, serverDir: path.join(ROOT, SERVER_BUILD), defaultSiteId: SITE_ID, domainConfig: config, log: () => undefined });
    nginx = await startNginx(port, {
      dist: DIST,
      domainConfig: `window.__DOMAIN_CONFIG__ = ${JSON.stringify(config)};\n`,
      values: {
        MINISITE_SERVER_NAME: '127.0.0.1',
        MINISITE_UPSTREAM: backend.url,
        // The provider's discovery, keys and token calls.
        MINISITE_CONNECT_SRC: backend.url,
        // The provider's hidden sign-in frame and the assistant.
        MINISITE_FRAME_SRC: elsewhere,
        // The provider's avatars.
        MINISITE_MEDIA_SRC: backend.url,
        MINISITE_RENDER: new URL(render.url).host,
      },
    });
  } catch (error) {
    await Promise.all([backend.close(), stopRender()]);
    throw error;
  }
  return {
    origin,
    backend,
    nginx,
    render,
    stopRender,
    stop: async () => {
      await Promise.all([nginx.stop(), backend.close(), stopRender()]);
      fs.rmSync(bundle, { recursive: true, force: true });
    },
  };
}
