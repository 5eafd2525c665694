// @vitest-environment node
// Issue 31's way in: a site page's first screen renders on a server with the app's own tree
// (renderSitePage: AppRoutes inside a static router), from the replies the product's own calls
// read, where there is no window, storage or document. What is still missing before the browser
// can hydrate it is in docs/server-rendering.md; this test keeps what already holds.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSitePage } from '../../src/app/serverEntry';
import { visitReplies } from '../../src/platform/queryCache';
import nav from '../../src/i18n/locales/en-US/nav.json' with { type: 'json' };
import navPt from '../../src/i18n/locales/pt-PT/nav.json' with { type: 'json' };
import { pageHero } from '../../src/modules/banner/hero';
import { detailFor } from '../../src/site/resolvePage';
import type { PageDetail, Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { readHome } from './support/homeReplies';
import { replayFetch } from './support/replayFetch';

interface Rendered {
  html: string;
  /** The style elements of what it rendered, collected by styled-components. */
  styles: string;
  hero: string | null;
}

interface Read {
  details: PageDetail[];
  language: LanguageCode;
  names: string[];
  channelCode: string | null;
  /** The replies, by the keys the views read them by. */
  replies: [string, unknown][];
}

/** What a server reads before it renders, and what the tests look for in it. */
async function read(siteId: string): Promise<Read> {
  const { data, details, replies } = await readHome(siteId);
  return { details, language: data.site.language, names: data.tree.slice(0, 2).map((node) => node.title), channelCode: data.site.bvent?.channelCode ?? null, replies };
}

/** A site's home page rendered for `terminal`, in the site's language, as a server would. */
async function renderPage(siteId: string, terminal: Terminal, { named = true } = {}): Promise<Rendered> {
  const { details, language, replies } = sites.get(siteId)!;
  const detail = detailFor(details, terminal);
  // The address names the site, or the deployment's configuration does (its default site).
  const address = named ? `${ORIGIN}/site/?siteId=${siteId}` : `${ORIGIN}/site/`;
  const page = await renderSitePage({ address, terminal, language, replies, detail, config: named ? {} : { siteId } });
  return { ...page, hero: detail && pageHero(detail, terminal) };
}

/** The address the request came to, which the browser will have as its own. */
const ORIGIN = 'https://expo.example';
const ENGLISH = '1001';
const PORTUGUESE = '1004';
const sites = new Map<string, Read>();
const rendered = {} as Record<Terminal, Rendered>;
let portuguese: Rendered;

beforeAll(async () => {
  vi.stubGlobal('fetch', replayFetch);
  for (const siteId of [ENGLISH, PORTUGUESE]) sites.set(siteId, await read(siteId));
  rendered.pc = await renderPage(ENGLISH, 'pc');
  rendered.mobile = await renderPage(ENGLISH, 'mobile');
  portuguese = await renderPage(PORTUGUESE, 'pc');
});

/**
 * A render's resource hints (React hoists them to the front, in the order its boundaries
 * finish, which two renders at once may change) as a set, and the rest as it is.
 */
function parts(html: string): { hints: string[]; rest: string } {
  const hints = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return { hints: hints.split('/>').filter(Boolean).sort(), rest: html.slice(hints.length) };
}

/** The page's hero picture, at high priority, in the page's main region. */
function expectHeroIn(html: string, hero: string | null): void {
  expect(hero).not.toBeNull();
  const main = html.slice(html.indexOf('<main id="main"'));
  expect(main).toMatch(new RegExp(`<img src="${hero!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*fetchPriority="high"`));
}

/** A page's entry in the desktop bar's menu: its title in the label the bar clamps. */
const desktopEntry = (name: string) => `<span class="label">${name}</span></a>`;

describe('a site page rendered on a server', () => {
  it('has no browser to lean on', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('holds the desktop navigation with the site’s pages, and the page’s hero picture in its main region', () => {
    const { html, hero } = rendered.pc;
    expect(html).toContain('<nav aria-label="Main menu"');
    const { names } = sites.get(ENGLISH)!;
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(html).toContain(desktopEntry(name));
    expectHeroIn(html, hero);
  });

  it('for a phone, holds the phone’s bar instead, its menu written closed for the browser to open at the first tap, and the phone design’s hero', () => {
    const { html, hero } = rendered.mobile;
    const bar = html.slice(0, html.indexOf('id="site-menu"'));
    expect(bar).not.toContain('<nav aria-label="Main menu"');
    expect(bar).toMatch(new RegExp(`aria-label="${nav.openMenu}"[^>]*popovertarget="site-menu"`, 'i'));
    const menu = html.slice(html.indexOf('id="site-menu"'), html.indexOf('</header>'));
    expect(menu).toMatch(/^id="site-menu" popover="auto" role="dialog"/);
    const { names } = sites.get(ENGLISH)!;
    for (const name of names) expect(menu).toContain(`>${name}</a>`);
    expect(hero).not.toBe(rendered.pc.hero);
    expectHeroIn(html, hero);
  });

  it('renders every part it holds in place, leaving none for the browser to redo and no script to run', () => {
    for (const { html } of [...Object.values(rendered), portuguese]) {
      // A boundary that fell back to the browser leaves a template with React's reason in it; one
      // sent after the rest is a pending mark, put in place by an inline script the site's policy refuses.
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toContain('<script');
    }
  });

  it('judges links from the request’s address, as the browser from its own: a link out carries the event’s channel code', () => {
    // The organiser's own rich text keeps its links as written.
    const ours = rendered.pc.html.replace(/<section[^>]*data-module-type="description"[\s\S]*?<\/section>/g, '');
    const outward = [...ours.matchAll(/<a href="(https?:[^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    const { channelCode } = sites.get(ENGLISH)!;
    expect(channelCode).toBeTruthy();
    expect(outward.length).toBeGreaterThan(0);
    for (const href of outward) expect(new URL(href).searchParams.get('cc'), href).toBe(channelCode);
  });

  it('speaks the site’s language: a Portuguese site’s interface texts are Portuguese', () => {
    expect(portuguese.html).toContain(`>${navPt.skipToContent}</a>`);
    expect(portuguese.html).not.toContain(`>${nav.skipToContent}</a>`);
    for (const name of sites.get(PORTUGUESE)!.names) expect(portuguese.html).toContain(desktopEntry(name));
  });

  it('shares nothing between renders: two sites in two languages rendered at once read as each rendered alone', async () => {
    const [english, inPortuguese] = await Promise.all([renderPage(ENGLISH, 'pc'), renderPage(PORTUGUESE, 'pc')]);
    expect(parts(english.html)).toEqual(parts(rendered.pc.html));
    expect(parts(inPortuguese.html)).toEqual(parts(portuguese.html));
    expect(english.styles).toBe(rendered.pc.styles);
  });

  it('reads the configuration its page’s browser will have: two deployments’ default sites rendered at once each show their own', async () => {
    const [english, inPortuguese] = await Promise.all([renderPage(ENGLISH, 'pc', { named: false }), renderPage(PORTUGUESE, 'pc', { named: false })]);
    for (const name of sites.get(ENGLISH)!.names) expect(english.html).toContain(desktopEntry(name));
    for (const name of sites.get(PORTUGUESE)!.names) expect(inPortuguese.html).toContain(desktopEntry(name));
    expect(inPortuguese.html).toContain(`>${navPt.skipToContent}</a>`);
  });

  it('keeps nothing of a request after it: the replies it read stay in its own store, none in the visit’s', () => {
    expect(visitReplies.cache.size).toBe(0);
    expect(visitReplies.inFlight.size).toBe(0);
  });

  it('brings the styles of what it holds: each class on the hero and the main region has its rules', () => {
    for (const { html, styles } of Object.values(rendered)) {
      // A component's own `sc-` name marks it and carries no rules; the other is its styles' name.
      const classes = [...html.matchAll(/<(?:main|img)\b[^>]*class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => !name.startsWith('sc-'));
      expect(classes.length).toBeGreaterThanOrEqual(2);
      for (const name of classes) expect(styles, `rules for .${name}`).toContain(`.${name}`);
    }
  });

  it('leaves the browser’s own parts out: the footer and the offline notice come after hydration', () => {
    for (const { html } of Object.values(rendered)) {
      expect(html).not.toContain('<footer');
      expect(html).not.toContain('role="status"');
    }
  });
});
