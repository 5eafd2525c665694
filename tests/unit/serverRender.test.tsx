// @vitest-environment node
// Issue 31's way in: a site page's first screen renders on a server with the app's own tree
// (AppRoutes inside a static router), from the replies the product's own calls read, where there
// is no window, storage or document. What is still missing before the browser can hydrate it is
// in docs/server-rendering.md; this test keeps what already holds from sliding back.
import { StaticRouter } from 'react-router-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageDetail } from '../../src/api/site';
import { AppRoutes } from '../../src/app/App';
import { pageViewCode } from '../../src/app/launch';
import { initI18n } from '../../src/i18n';
import { pageHero } from '../../src/modules/banner/hero';
import { definitions } from '../../src/modules/definitions';
import { pageKey } from '../../src/pages/index/loadPage';
import { cache } from '../../src/platform/queryCache';
import { loadSite, siteKey } from '../../src/site/loadSite';
import { detailFor, homePageId } from '../../src/site/resolvePage';
import { orderModules } from '../../renderer/order';
import { replayFetch } from './support/replayFetch';

const SITE_ID = '1001';
let html = '';
let hero: string | null = null;
let pageNames: string[] = [];

beforeAll(async () => {
  vi.stubGlobal('fetch', replayFetch);
  initI18n('en-US');
  // What a server reads before it renders, through the product's own calls, kept where the views look.
  const data = await loadSite(SITE_ID);
  cache.set(siteKey(SITE_ID), data);
  const home = homePageId(data.tree)!;
  const details = await getPageDetail(home);
  cache.set(pageKey(home), details);
  const detail = detailFor(details, 'pc')!;
  hero = pageHero(detail, 'pc');
  pageNames = data.tree.slice(0, 2).map((node) => node.title);
  // The code of the page and of its first module, ready before the render, as the launch has it.
  const first = orderModules(detail.modules)[0]!;
  await Promise.all([pageViewCode.preload(), first.ok ? definitions[first.module.moduleType as keyof typeof definitions].code.preload() : null]);

  const { prelude } = await prerenderToNodeStream(
    <StaticRouter basename="/site" location={`/site/?siteId=${SITE_ID}`}>
      <AppRoutes />
    </StaticRouter>,
  );
  for await (const chunk of prelude) html += chunk;
});

describe('a site page rendered on a server', () => {
  it('has no browser to lean on', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('holds the desktop navigation with the site’s pages, and the page’s hero picture in its main region', () => {
    expect(html).toContain('<nav aria-label="Main menu"');
    expect(pageNames.length).toBeGreaterThan(0);
    for (const name of pageNames) expect(html).toContain(`>${name}</a>`);
    const main = html.slice(html.indexOf('<main id="main"'));
    expect(hero).not.toBeNull();
    expect(main).toMatch(new RegExp(`<img src="${hero!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*fetchPriority="high"`));
  });

  it('renders every part it holds, leaving none for the browser to redo', () => {
    // A boundary that fell back to the browser leaves a template with React's reason in it.
    expect(html).not.toContain('<template data-msg');
  });

  it('leaves the browser’s own parts out: the footer and the offline notice come after hydration', () => {
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('role="status"');
  });
});
