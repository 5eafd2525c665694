import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FIXTURE, fixtureBundles, resolveFixture, type FixtureBundle } from '../../fixtures/index';
import { assistantRoutes } from './assistant';
import { bearerAccount, bearerGuard } from './bearer';
import { buildIfNeeded, SERVER_BUILD } from './build';
import { clientRoutes, type ClientServing } from './client';
import { fixtureFileRoutes } from './files';
import { followRoutes } from './follows';
import { gatewayRoutes, unknownApi } from './gateway';
import { HttpError, originOf, sendEnvelopeError, sendText } from './http';
import type { HostileSetting } from './oidc/hostile';
import { prepareOidc } from './oidc/index';
import { pointsRoutes } from './points';
import { PREVIEW_BASE, previewRoutes, type AccountOf } from './preview';
import { PreviewTokens } from './previewToken';
import { recordRoutes } from './record';
import { Recording } from '../record/recording';
import { reportRoutes } from './reports';
import { shareCodeRoutes } from './shareCode';
import { matchRoute, type Route } from './router';
import { ssoRoutes } from './sso/index';
import { SessionStore } from './sso/sessions';
import { PRIVATE_REVALIDATE } from './static';
import { NOINDEX } from '../../src/site/siteHead';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = '127.0.0.1';
export const DEFAULT_PORT = 4173;
/** A request that has not sent its headers and body by then is dropped: nothing hangs. */
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_MS = 65_000;
/** What a client is told of a fault of ours, whatever it was (the log has the rest). */
const INTERNAL_ERROR = 'The server could not answer this request';

export interface ServerOptions {
  /** 0 picks a free port. Default 4173. */
  port?: number;
  /** A bundle name under fixtures/ or a path to a bundle folder. Default demo-expo. */
  fixture?: string;
  /** Run `vite build` first when dist/ is stale. Default true. */
  build?: boolean;
  /** Where start-up notes and the one-line request log go. Default console.log. */
  log?: (line: string) => void;
  /** Run the embedded OpenID provider under /oidc (preview/server/oidc/). Default true. */
  oidc?: boolean;
  /**
   * Tests only: the provider's hostile switch (POST /oidc-admin/hostile), starting in the
   * given mode (`true`: well-behaved until switched). Default off.
   */
  hostile?: boolean | HostileSetting;
  /** Access and ID token lifetime in seconds. Default OIDC_TOKEN_TTL, else 3600. */
  tokenTtl?: number;
  /**
   * RECORD_FROM: a real gateway's base address. `fixture` is then the folder to record into
   * (created when new); only it answers, and what it cannot answer comes from that gateway.
   */
  recordFrom?: string;
  /**
   * Origins besides its own that serve the client in front of this server (a reverse proxy
   * such as deploy/nginx): the provider accepts their sign-in return addresses and token calls,
   * and the assistant stand-in answers a page of theirs. Default none.
   */
  clientOrigins?: readonly string[];
  /** The built client it serves. Default dist/ (a test that publishes a new version serves a copy it changes). */
  clientDir?: string;
  /** Site pages go out with the site's head written by the server (sitePage.ts). Default true; SSR=0 serves the bare shell. */
  ssr?: boolean;
  /** The file server the domain config names (FILE_SERVER). Default the visitor's origin: this server's files. */
  fileServer?: string;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  url: string;
  /** The chosen bundle: its manifest names the default site. */
  fixture: FixtureBundle;
  /** The OpenID provider's issuer, e.g. http://127.0.0.1:4173/oidc; undefined with `oidc: false`. */
  issuer: string | undefined;
  close(): Promise<void>;
}

/**
 * The chosen bundle first (it wins on equal keys), then every other bundle under fixtures/. A
 * recorded bundle answers alone: it is one real site as it was, and a reply it lacks must show
 * as missing rather than be filled from the demo bundles.
 */
function loadBundles(fixture: string): FixtureBundle[] {
  const chosen = resolveFixture(fixture);
  if (chosen.manifest.recorded) return [chosen];
  return [chosen, ...[...fixtureBundles().values()].filter((bundle) => bundle.dir !== chosen.dir)];
}

/** The routing table: the first match answers, so exact paths precede the prefixes holding them. */
function routes(bundles: FixtureBundle[], sessions: SessionStore, tokens: PreviewTokens, accountOf: AccountOf, clientOrigins: readonly string[], client: ClientServing): Route[] {
  return [
    ...reportRoutes(),
    ...ssoRoutes(sessions),
    // Before the replay: the follow calls and each account's Schedule/List (ours, follows.ts).
    ...followRoutes(bundles),
    // The visitor's code, per account (ours, shareCode.ts).
    ...shareCodeRoutes(bundles),
    // The points mall, live per account (ours in part, points.ts).
    ...pointsRoutes(bundles),
    ...gatewayRoutes(bundles, tokens),
    unknownApi,
    ...pageRoutes(bundles, tokens, accountOf, clientOrigins, client),
  ];
}

/**
 * The routing table of a recording (RECORD_FROM): the sign-in API stays ours, every other API
 * call is answered by the recording or the real gateway (record.ts). The live calls' seeds
 * (the mall, follows, share codes) belong to replays.
 */
function recordingRoutes(recording: Recording, upstream: string, sessions: SessionStore, tokens: PreviewTokens, accountOf: AccountOf, log: (line: string) => void, client: ClientServing): Route[] {
  return [...reportRoutes(), ...ssoRoutes(sessions), ...recordRoutes(recording, upstream, log), ...pageRoutes([recording.bundle], tokens, accountOf, [], client)];
}

/** What every table ends with: the preview, the bundles' files, the assistant stand-in and the client. */
function pageRoutes(bundles: FixtureBundle[], tokens: PreviewTokens, accountOf: AccountOf, clientOrigins: readonly string[], client: ClientServing): Route[] {
  return [
    ...previewRoutes(client.dir, bundles, tokens, accountOf),
    ...fixtureFileRoutes(bundles),
    ...assistantRoutes(clientOrigins),
    ...clientRoutes(client, () => bundles[0]!.manifest.defaultSiteId),
  ];
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = DEFAULT_PORT, fixture = DEFAULT_FIXTURE, build = true, log = console.log, oidc = true, hostile, tokenTtl, recordFrom, clientOrigins = [], clientDir = path.join(ROOT, 'dist'), ssr = true, fileServer } = options;
  const recording = recordFrom ? new Recording(fixture, { from: recordFrom, at: new Date().toISOString(), by: 'RECORD_FROM' }) : undefined;
  const bundles = recording ? [recording.bundle] : loadBundles(fixture);
  if (build) await buildIfNeeded(ROOT, log);
  const mountOidc = oidc ? await prepareOidc({ hostile, tokenTtl, clientOrigins }) : undefined;
  // One SSO session store: the session API opens sessions, the gateway's bearer check honours them.
  const sessions = new SessionStore();
  const tokens = new PreviewTokens();
  let origin = '';
  const client: ClientServing = { dir: clientDir, gateway: () => origin, ssr, fileServer, serverBuild: path.join(ROOT, SERVER_BUILD) };
  /** Who a request's bearer token names, once the provider's issuer is known (without a provider: nobody). */
  let bearerAccountOf: AccountOf = async () => null;
  const accountOf: AccountOf = (req) => bearerAccountOf(req);
  let table = recording ? recordingRoutes(recording, recordFrom!, sessions, tokens, accountOf, log, client) : routes(bundles, sessions, tokens, accountOf, clientOrigins, client);
  /** The gateway's bearer check for calls marked auth, against our provider's keys (bearer.ts). */
  let refuseUnauthorised: ReturnType<typeof bearerGuard> | undefined;

  const server = http.createServer((req, res) => {
    const started = Date.now();
    // Prefixing the origin keeps a path such as //x a path (new URL would read it as a host).
    const url = new URL(`${origin}${req.url?.startsWith('/') ? req.url : '/'}`);
    const method = req.method ?? 'GET';
    res.on('finish', () => log(`${method} ${url.pathname} ${res.statusCode} ${Date.now() - started}ms`));
    const route = matchRoute(table, method, url.pathname);
    // The preview is an organiser's: no search engine lists it, no shared cache keeps it (a route may say no-store).
    if (`${url.pathname}/`.startsWith(PREVIEW_BASE)) {
      res.setHeader('X-Robots-Tag', NOINDEX);
      res.setHeader('Cache-Control', PRIVATE_REVALIDATE);
    }
    const answer = async () => {
      const bearer = await refuseUnauthorised?.(req, res, url.pathname);
      if (bearer?.refused) return;
      if (!route) return sendText(res, 404, `Nothing at ${method} ${url.pathname}`);
      await route.handle(req, res, { url, origin: originOf(req, origin), account: bearer?.account ?? null });
    };
    answer().catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      // Our own refusals say why; anything else is logged here and never described to the client:
      // a library's or the file system's message names the server's paths and internals.
      const message = error instanceof HttpError ? error.message : INTERNAL_ERROR;
      if (status === 500) console.error(error);
      if (res.headersSent) return res.destroy();
      if (url.pathname.startsWith('/api/')) sendEnvelopeError(res, status, message);
      else sendText(res, status, message);
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = REQUEST_TIMEOUT_MS;
  // Node closes an idle kept-alive connection after 5 s, and a client sending on it just then
  // gets a reset (a test's route.fetch of domain-config.js failed so under load). Clients that
  // keep connections (browsers, Playwright) reuse them well within a minute.
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  // The issuer names the port, known only now; this runs before any request is read.
  const provider = mountOidc?.(origin);
  if (provider) table = [...provider.routes, ...table];
  // One reading of bearer tokens (one copy of the provider's keys) for the gateway's check and the preview's passes.
  if (provider) bearerAccountOf = bearerAccount({ issuer: provider.issuer, sessions });
  // A recording's calls are the real gateway's to check.
  if (provider && !recording) refuseUnauthorised = bearerGuard(bearerAccountOf);

  return {
    url: origin,
    fixture: bundles[0]!,
    issuer: provider?.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
