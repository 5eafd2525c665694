import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_REPLIES_ID, LANGUAGE_COOKIE } from '../../schemas/firstReplies';
import type { LanguageCode } from '../../schemas/primitives';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/i18n/languages';
import type { Terminal } from '../../schemas/page';
import { filesBaseFor } from '../../schemas/primitives';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { absoluteAddress } from '../../src/platform/absoluteAddress';
import { keepAtMost } from '../../src/platform/keepAtMost';
import { canonicalAddress, HEAD_KEY, NOINDEX, siteHead, type HeadEntry } from '../../src/site/siteHead';
import { ROUTES } from '../../src/site/routes';
import { breadcrumbStructuredData, eventStructuredData } from '../../src/site/structuredData';
import { homeAddress } from '../../src/site/crawling';
import { hostOf } from '../../src/site/hostOf';
import { registrationHref } from '../../src/identity/registrationHref';
import { domainConfig as domainConfigSchema } from '../../src/platform/config';
import { renderedRootHtml, ROOT_ID, type RenderedRoot } from '../../src/app/renderedRoot';
import type { RenderedPage } from '../../src/app/serverEntry';
import { loadFirstScreen, type FirstScreen } from './firstScreen';
import { send } from './http';
import { subjectHead } from './subjectHead';
import type { pageRenderer } from './pageRender';
import { REVALIDATE } from './static';

/** The marks around the head the shell carries (index.html): the site's own replaces it. */
const HEAD_START = '<!--site-head-->';
const HEAD_END = '<!--/site-head-->';
/** A page waits this long for the gateway at most; after it, the visitor gets the shell and their browser asks. */
export const RENDER_DEADLINE_MS = 1000;
/** How long a written page is served again without asking the gateway (as deploy/nginx's cache keeps it). */
const KEPT_MS = 60_000;
const KEPT_PAGES = 500;

export interface SitePageOptions {
  /** The gateway the server asks (its own base address on the embedded default). */
  gateway: () => string;
  defaultSiteId: () => string;
  /** False (SSR=0) serves the shell as it is. */
  enabled: boolean;
  /** Where relative file addresses of payloads point (the domain config's `fileServer`); default the page's origin. */
  fileServer?: string;
  /** Renders a site page's first screen into the root (the app's server build); without it, the head alone. */
  render?: ReturnType<typeof pageRenderer>;
  /** The domain config the page's browser will have (`window.__DOMAIN_CONFIG__`), by the page's origin: the render's too. */
  domainConfig?: (origin: string) => unknown;
  deadlineMs?: number;
  log?: (line: string) => void;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** One head element as HTML: the payload's texts escaped, so no title or description can close its element. */
export function headHtml(entry: HeadEntry): string {
  if (entry.tag === 'title') return `<title ${HEAD_KEY}="title">${escapeText(entry.text)}</title>`;
  const attrs = Object.entries({ [HEAD_KEY]: entry.key, ...entry.attrs }).map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  return `<${entry.tag} ${attrs.join(' ')}>`;
}

/**
 * A value as JSON inside an HTML script element: nothing in it can close the element or open a
 * comment (`</script>`, `<!--`), and the line separators JavaScript once refused are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell with the site's head in place of its own, the site's event (and the content at the
 * address: a story, a speaker, a session) as structured data, the site's language on the
 * document, the page's hero picture asked for at once (the browser's launch finds it asked
 * already), and the gateway's replies it was written from, which the browser's first screen
 * starts from. `registration`: the deployment's registration page, which the event's data offers.
 */
export function withSiteHead(
  shell: string,
  { site, page, subject, replies }: Pick<FirstScreen, 'site' | 'page' | 'subject' | 'replies'>,
  address: URL,
  fileServer: string = address.origin,
  registration: string | null = null,
): string {
  const start = shell.indexOf(HEAD_START);
  const end = shell.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error(`The shell has no ${HEAD_START} … ${HEAD_END} marks`);
  const heroAddress = absoluteAddress(page?.hero, fileServer);
  const hero = heroAddress ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(heroAddress)}">`] : [];
  const origin = address.origin;
  const canonical = canonicalAddress(address);
  const addresses = { origin, fileServer, registration: registrationHref(registration, hostOf(site).bventId, homeAddress(origin, site.id), site.bvent?.channelCode) };
  const about = subjectHead(site, subject, canonical, addresses);
  // What search engines' event and news listings and their breadcrumbs read; escaped as the replies' block is.
  const structured = [eventStructuredData(site, addresses), ...about.data, page && breadcrumbStructuredData(site, page.home, page.trail, origin)].flatMap((data) =>
    data ? [`<script type="application/ld+json">${jsonForHtml(data)}</script>`] : [],
  );
  const head = [...siteHead(site, address, page ? { title: page.title } : about.head, fileServer).map(headHtml), ...hero, ...structured].join('\n    ');
  const block = `<script type="application/json" id="${FIRST_REPLIES_ID}">${jsonForHtml(replies)}</script>`;
  return `${shell.slice(0, start)}${head}${shell.slice(end + HEAD_END.length)}`
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(site.language)}"`)
    .replace('</body>', `  ${block}\n  </body>`);
}

const EMPTY_ROOT = `<div id="${ROOT_ID}"></div>`;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/** The app's code in the shell's head: its entry, and the files the entry imports. */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const IMPORT = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** What starts that code once the first screen has painted (public/first-paint.js). */
const FIRST_PAINT = `${CLIENT_BASE}first-paint.js`;

/**
 * The shell's head without the app's code, and the element that asks for it once the first
 * screen has painted: the page paints from its HTML, and its pictures, not the code that
 * hydrates it, should have a phone's network first.
 */
function codeAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('The shell has no module script');
  const imports = [...html.matchAll(IMPORT)].map((match) => match[1]!);
  const starter = `<script src="${FIRST_PAINT}" data-entry="${escapeAttribute(entry)}" data-imports="${escapeAttribute(imports.join(' '))}" defer></script>`;
  return html.replace(ENTRY, '').replace(IMPORT, '').replace('</body>', `  ${starter}\n  </body>`);
}

/**
 * The page with the server's first screen in its root, marked with what it was drawn for, and
 * its styles in the head; the app's code comes once it has painted. The shell's note that the
 * site needs script goes: this page reads without.
 */
export function withFirstScreen(html: string, { html: screen, styles }: RenderedPage, root: RenderedRoot): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`The shell has no empty ${EMPTY_ROOT}`);
  return codeAfterFirstPaint(html)
    .replace('</head>', `${styles}\n  </head>`)
    .replace(EMPTY_ROOT, () => renderedRootHtml(root, screen))
    .replace(NOSCRIPT, '');
}

/** A phone's user agent; deploy/nginx/minisite.conf keys its page cache by the same rule. */
export const PHONE_AGENT = /Mobi|iPhone|Android|MicroMessenger/i;

/**
 * The visitor's terminal as the request tells it (a phone's client hint, else its user agent):
 * the page's detail and hero picture are the terminal's. The browser decides by its width; a
 * wrong guess costs a picture asked for and not shown.
 */
export function terminalOf(req: IncomingMessage): Terminal {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'pc';
  return PHONE_AGENT.test(String(req.headers['user-agent'] ?? '')) ? 'mobile' : 'pc';
}

/** The language the visitor chose (their browser's cookie), else the default their browser starts in. */
export function languageOf(req: IncomingMessage): LanguageCode {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(String(req.headers.cookie ?? ''))?.[1];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** The site a page address shows: its siteId, else the deployment's. */
const siteOf = (address: URL, defaultSiteId: string) => address.searchParams.get('siteId') || defaultSiteId;

/** The return pages of sign-in show no site: they go out as the shell. */
const SITELESS = new Set([ROUTES.loginCallback, ROUTES.loginSilent].map((route) => `${CLIENT_BASE}${route.slice(1)}`));

/**
 * A site page's HTML: the shell with the site's head (title, icon, SEO, Open Graph, alternates)
 * written from the gateway's reply, so link previews and search engines, which run no script,
 * read the site. A gateway that fails or passes the deadline costs the head only: the visitor
 * gets the shell and their browser asks, as without the server.
 */
export function sitePage(options: SitePageOptions) {
  const { gateway, defaultSiteId, enabled, fileServer, render, domainConfig = () => ({}), deadlineMs = RENDER_DEADLINE_MS, log = console.log } = options;
  const kept = new Map<string, { html: string; closed: boolean; until: number; version: number }>();
  let shell: { html: string; version: number } | null = null;
  const readShell = (file: string) => {
    const version = fs.statSync(file).mtimeMs;
    if (shell?.version !== version) shell = { html: fs.readFileSync(file, 'utf8'), version };
    return shell;
  };

  return async (req: IncomingMessage, res: ServerResponse, indexFile: string, address: URL): Promise<void> => {
    const started = performance.now();
    const { html: bare, version } = readShell(indexFile);
    // `closed`: the site is not open to search engines (its head says so too: siteHead).
    const reply = (html: string, timing: string[], closed = false) =>
      send(res, 200, html, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': REVALIDATE,
        'Server-Timing': timing.join(', '),
        ...(closed ? { 'X-Robots-Tag': NOINDEX } : {}),
      });
    if (!enabled || SITELESS.has(address.pathname.replace(/\/$/, ''))) return reply(bare, ['render;desc="off"']);

    const terminal = terminalOf(req);
    const language = languageOf(req);
    const key = `${terminal} ${language} ${address.href}`;
    const hit = kept.get(key);
    if (hit && hit.version === version && hit.until > Date.now()) return reply(hit.html, ['cache;desc="hit"'], hit.closed);

    const asked = performance.now();
    const where = { gateway: gateway(), language, signal: AbortSignal.timeout(deadlineMs), files: filesBaseFor(fileServer ?? '', address.href) };
    const shown = await loadFirstScreen(where, address, siteOf(address, defaultSiteId()), terminal);
    const gatewayMs = performance.now() - asked;
    const gatewayTiming = `gateway;dur=${gatewayMs.toFixed(1)}`;
    if (typeof shown === 'string') {
      log(`site page ${key}: the shell alone (${shown} after ${Math.round(gatewayMs)} ms)`);
      return reply(bare, [gatewayTiming, `fallback;desc="${shown}"`]);
    }
    const config = domainConfig(address.origin);
    const headed = withSiteHead(bare, shown, address, fileServer, domainConfigSchema.safeParse(config).data?.registration);
    const closed = !shown.site.globalSetting.isOpenSEO;
    const rendered = render && shown.page ? await render({ address: address.href, terminal, language: shown.site.language, replies: shown.read, detail: shown.page.detail, config }) : null;
    const timing = [gatewayTiming, `render;dur=${(performance.now() - started - gatewayMs).toFixed(1)}`, 'cache;desc="miss"'];
    if (shown.missed) {
      // The site's head without the page's name and picture: not kept, the next visitor asks again.
      log(`site page ${key}: the site's head without its page (${shown.missed} after ${Math.round(gatewayMs)} ms)`);
      return reply(headed, [...timing, `fallback;desc="${shown.missed}"`], closed);
    }
    if (rendered && 'fallback' in rendered) {
      // The head without the first screen: the visitor's browser renders it, as without the server. Not kept.
      log(`site page ${key}: the shell with its head (${rendered.fallback})${rendered.error ? `: ${String(rendered.error)}` : ''}`);
      return reply(headed, [...timing, `fallback;desc="${rendered.fallback}"`], closed);
    }
    const html = rendered ? withFirstScreen(headed, rendered, { terminal, language: shown.site.language, renderedAt: rendered.renderedAt }) : headed;
    if (rendered?.errors.length) {
      // Each part that threw went out as its skeleton, which the browser fills: not kept.
      log(`site page ${key}: ${rendered.errors.length} part(s) left to the browser: ${rendered.errors.map(String).join('; ')}`);
      return reply(html, [...timing, `fallback;desc="module-error";count=${rendered.errors.length}`], closed);
    }
    keepAtMost(kept, KEPT_PAGES, key, { html, closed, until: Date.now() + KEPT_MS, version });
    reply(html, timing, closed);
  };
}
