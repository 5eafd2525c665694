import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALLS } from '../../schemas/calls';
import { envelope } from '../../schemas/envelope';
import { site as siteSchema, type Site } from '../../schemas/site';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { HEAD_KEY, siteHead, type HeadEntry } from '../../src/site/siteHead';
import { ROUTES } from '../../src/site/routes';
import { send } from './http';
import { REVALIDATE } from './static';

/** The marks around the head the shell carries (index.html): the site's own replaces it. */
const HEAD_START = '<!--site-head-->';
const HEAD_END = '<!--/site-head-->';
/** A page waits this long for the gateway at most; after it, the visitor gets the shell and their browser asks. */
export const RENDER_DEADLINE_MS = 1000;
/** How long a written page is served again without asking the gateway (as deploy/nginx's cache keeps it). */
const KEPT_MS = 60_000;
const KEPT_PAGES = 500;

/** The call's reply, read with the schema its declaration names (schemas/calls.ts). */
const siteReply = envelope(siteSchema);

export interface SitePageOptions {
  /** The gateway the server asks (its own base address on the embedded default). */
  gateway: () => string;
  defaultSiteId: () => string;
  /** False (SSR=0) serves the shell as it is. */
  enabled: boolean;
  deadlineMs?: number;
  log?: (line: string) => void;
}

/** Why a page went out as the bare shell; each is counted in Server-Timing and the log. */
export type Fallback = 'gateway-timeout' | 'gateway-error' | 'gateway-invalid' | 'no-site';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One head element as HTML: the payload's texts escaped, so no title or description can close its element. */
export function headHtml(entry: HeadEntry): string {
  if (entry.tag === 'title') return `<title ${HEAD_KEY}="title">${escapeText(entry.text)}</title>`;
  const attrs = Object.entries({ [HEAD_KEY]: entry.key, ...entry.attrs }).map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  return `<${entry.tag} ${attrs.join(' ')}>`;
}

/** The shell with the site's head in place of its own and the site's language on the document. */
export function withSiteHead(shell: string, site: Site, address: URL): string {
  const start = shell.indexOf(HEAD_START);
  const end = shell.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error(`The shell has no ${HEAD_START} … ${HEAD_END} marks`);
  const head = siteHead(site, address).map(headHtml).join('\n    ');
  return `${shell.slice(0, start)}${head}${shell.slice(end + HEAD_END.length)}`.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(site.language)}"`);
}

/** The site a page address shows: its siteId, else the deployment's. */
const siteOf = (address: URL, defaultSiteId: string) => address.searchParams.get('siteId') || defaultSiteId;

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The site's reply, or why there is none in time. */
async function fetchSite(gateway: string, siteId: string, deadlineMs: number): Promise<Site | Fallback> {
  const call = CALLS['Site/GetSiteById'];
  try {
    const response = await fetch(new URL(call.path, gateway), {
      method: call.method,
      headers: { 'Content-Type': 'application/json', 'x-lang': DEFAULT_LANGUAGE },
      body: JSON.stringify({ id: siteId }),
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok) return 'gateway-error';
    const reply = siteReply.safeParse(parsedJson(await response.text()));
    if (!reply.success) return 'gateway-invalid';
    return reply.data.isSuccess && reply.data.returnObj ? reply.data.returnObj : 'no-site';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'gateway-timeout' : 'gateway-error';
  }
}

/** The return pages of sign-in show no site: they go out as the shell. */
const SITELESS = new Set([ROUTES.loginCallback, ROUTES.loginSilent].map((route) => `${CLIENT_BASE}${route.slice(1)}`));

/**
 * A site page's HTML: the shell with the site's head (title, icon, SEO, Open Graph, alternates)
 * written from the gateway's reply, so link previews and search engines, which run no script,
 * read the site. A gateway that fails or passes the deadline costs the head only: the visitor
 * gets the shell and their browser asks, as without the server.
 */
export function sitePage(options: SitePageOptions) {
  const { gateway, defaultSiteId, enabled, deadlineMs = RENDER_DEADLINE_MS, log = console.log } = options;
  const kept = new Map<string, { html: string; until: number; version: number }>();
  let shell: { html: string; version: number } | null = null;
  const readShell = (file: string) => {
    const version = fs.statSync(file).mtimeMs;
    if (shell?.version !== version) shell = { html: fs.readFileSync(file, 'utf8'), version };
    return shell;
  };

  return async (req: IncomingMessage, res: ServerResponse, indexFile: string, address: URL): Promise<void> => {
    const started = performance.now();
    const { html: bare, version } = readShell(indexFile);
    const reply = (html: string, timing: string[]) =>
      send(res, 200, html, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, 'Server-Timing': timing.join(', ') });
    if (!enabled || SITELESS.has(address.pathname.replace(/\/$/, ''))) return reply(bare, ['render;desc="off"']);

    const key = address.href;
    const hit = kept.get(key);
    if (hit && hit.version === version && hit.until > Date.now()) return reply(hit.html, ['cache;desc="hit"']);

    const asked = performance.now();
    const site = await fetchSite(gateway(), siteOf(address, defaultSiteId()), deadlineMs);
    const gatewayMs = performance.now() - asked;
    if (typeof site === 'string') {
      log(`site page ${key}: the shell alone (${site} after ${Math.round(gatewayMs)} ms)`);
      return reply(bare, [`gateway;dur=${gatewayMs.toFixed(1)}`, `fallback;desc="${site}"`]);
    }
    const html = withSiteHead(bare, site, address);
    if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
    kept.set(key, { html, until: Date.now() + KEPT_MS, version });
    reply(html, [`gateway;dur=${gatewayMs.toFixed(1)}`, `render;dur=${(performance.now() - started - gatewayMs).toFixed(1)}`, 'cache;desc="miss"']);
  };
}
