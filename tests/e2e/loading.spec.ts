// The loading pipeline (issue 7): round trips and what is asked for early are counts, not
// timings, so they are asserted here; the speed itself is the benchmark's (npm run bench).
import { STRESS } from '../support/generatedFixtures';
import { detailOf, pages } from './fixtureData';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { asShell } from './serverShell';
import { pageReady, terminalOf } from './ui';

const SITE = '1001';
const KITCHEN_SINK_SITE = '9101';
const GATEWAY_PAGE_CALLS = ['Site/GetSiteById', 'Page/Tree', 'Page/Detail'];

interface Call {
  path: string;
  body: string;
  started: number;
  finished: number;
}

/**
 * The page's gateway calls, and when the 'first-modules' code was asked for, in the order the
 * browser started and finished them (a count, not a clock). `reset` starts a new record.
 */
function recordCalls(page: Page) {
  const record = { calls: [] as Call[], firstModulesAsked: Infinity };
  let order = 0;
  const open = new Map<string, Call>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/first-modules-[\w-]+\.js$/.test(path)) record.firstModulesAsked = Math.min(record.firstModulesAsked, ++order);
    if (!path.startsWith('/api/')) return;
    const call = { path, body: request.postData() ?? '', started: ++order, finished: Infinity };
    open.set(request.url() + call.body, call);
    record.calls.push(call);
  });
  page.on('requestfinished', (request) => {
    const call = open.get(request.url() + request.postData());
    if (call) call.finished = ++order;
  });
  const reset = () => {
    record.calls = [];
    record.firstModulesAsked = Infinity;
  };
  return { record, reset };
}

/** The site's, the tree's and the page detail's calls, and whether the three went out in one round trip. */
function pageCallsOf(calls: readonly Call[]) {
  const pageCalls = GATEWAY_PAGE_CALLS.map((name) => calls.find((call) => call.path.endsWith(`/${name}`)));
  expect(pageCalls.every(Boolean), `calls seen: ${calls.map((call) => call.path).join(', ')}`).toBe(true);
  const [site, tree, detail] = pageCalls as [Call, Call, Call];
  // One round trip: every one of the three started before any of them had finished.
  const oneRoundTrip = Math.max(site.started, tree.started, detail.started) < Math.min(site.finished, tree.finished, detail.finished);
  return { site, tree, detail, oneRoundTrip };
}

test('with the replies in the page as the server wrote them, the browser asks the gateway for none of the first screen\'s calls', async ({ page }, testInfo) => {
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const detail = detailOf(home.pageId, terminalOf(testInfo));
  const { record } = recordCalls(page);
  await page.goto(`/site/pages/index/index?pageId=${home.pageId}`);
  await pageReady(page, detail.modules[0]!.id);
  const firstScreen = record.calls.filter((call) => GATEWAY_PAGE_CALLS.some((name) => call.path.endsWith(`/${name}`)));
  expect(firstScreen.map((call) => call.path)).toEqual([]);
  // The block went with its reading: nothing of it stays in the document.
  await expect(page.locator('#first-replies')).toHaveCount(0);
});

test('a visitor who chose another language gets the replies in it: from the next page on, no first-screen call leaves the browser @desktop', async ({ page }, testInfo) => {
  const portuguese = '1004';
  const detail = detailOf(pages(portuguese).find((node) => node.sort === 0)!.pageId, terminalOf(testInfo));
  // A choice kept from an earlier visit, before the server could read it.
  await page.addInitScript(() => localStorage.setItem('language', 'pt-PT'));
  const { record, reset } = recordCalls(page);
  await page.goto(`/site/?siteId=${portuguese}`);
  await pageReady(page, detail.modules[0]!.id);
  expect(record.calls.some((call) => call.path.endsWith('/Site/GetSiteById')), 'the first page, written in English, was asked again in Portuguese').toBe(true);
  reset();
  await page.reload();
  await pageReady(page, detail.modules[0]!.id);
  expect(record.calls.filter((call) => GATEWAY_PAGE_CALLS.some((name) => call.path.endsWith(`/${name}`))).map((call) => call.path)).toEqual([]);
});

// The launch as the browser runs it alone, when the server sends the shell (its gateway calls failed).
test('with the page in the address, site, tree and page detail go out in one round trip with the first screen\'s code, and the hero picture is asked for early', async ({ page }, testInfo) => {
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const detail = detailOf(home.pageId, terminalOf(testInfo));
  const { record } = recordCalls(page);
  await asShell(page);

  await page.goto(`/site/pages/index/index?pageId=${home.pageId}`);
  await pageReady(page, detail.modules[0]!.id);

  const { detail: detailCall, oneRoundTrip } = pageCallsOf(record.calls);
  expect(oneRoundTrip).toBe(true);
  // The code of the types at the top of most pages went out with them, not after the detail named them.
  expect(record.firstModulesAsked).toBeLessThan(detailCall.finished);
  // Nothing else on the gateway (sign-in, identities) went out before the page's own calls.
  expect(record.calls.slice(0, 3).map((call) => call.path.replace(/^.*\/(\w+\/\w+)$/, '$1')).sort()).toEqual([...GATEWAY_PAGE_CALLS].sort());

  // The page opens with a banner: its picture was asked for at high priority before the banner
  // rendered, once (the server's head asks for it when the visitor's user agent names the terminal
  // the page shows; the launch then finds it asked).
  const hero = await page.locator(`[id="${detail.modules[0]!.id}"] img`).first().evaluate((image: HTMLImageElement) => image.src);
  const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links: HTMLLinkElement[]) => links.map((link) => ({ href: link.href, priority: link.fetchPriority })));
  expect(preloads.filter((link) => link.href === hero)).toEqual([{ href: hero, priority: 'high' }]);
});

test('with no page in the address, a repeat visit asks for the home\'s detail with the site and tree; a remembered home the tree does not confirm shows nothing @desktop', async ({ page, allowConsoleErrors }, testInfo) => {
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const firstModule = detailOf(home.pageId, terminalOf(testInfo)).modules[0]!.id;
  const { record, reset } = recordCalls(page);
  await asShell(page);

  // First visit: the home is known only from the tree.
  await page.goto(`/site/?siteId=${SITE}`);
  await pageReady(page, firstModule);
  const first = pageCallsOf(record.calls);
  expect(first.detail.started).toBeGreaterThan(first.tree.finished);

  // Again: the device remembers the home, and its detail goes out with the site and tree.
  reset();
  await page.reload();
  await pageReady(page, firstModule);
  expect(pageCallsOf(record.calls).oneRoundTrip).toBe(true);

  // A remembered home that is no longer a page (the organiser removed it): its failed reply shows
  // nothing, the tree's home is shown, and it is the one remembered from now on.
  await page.evaluate((site) => localStorage.setItem(`home:${site}`, 'removed-page'), SITE);
  // The browser's own line for the guess's 404; the page itself says nothing of it.
  allowConsoleErrors(/status of 404 .*\/Page\/Detail/);
  reset();
  await page.reload();
  await pageReady(page, firstModule);
  const details = record.calls.filter((call) => call.path.endsWith('/Page/Detail')).map((call) => JSON.parse(call.body).pageId as string);
  expect(details).toEqual(['removed-page', home.pageId]);
  await expect(page.locator(`[data-page-id="${home.pageId}"]`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate((site) => localStorage.getItem(`home:${site}`), SITE)).toBe(home.pageId);
});

test('modules appear in page order: none is ever inserted above one already shown', async ({ page }, testInfo) => {
  // The kitchen sink holds every module type: the four at its top share the 'first-modules'
  // chunk, and every type below them has a chunk of its own.
  const detail = detailOf(pages(KITCHEN_SINK_SITE).find((node) => node.sort === 0)!.pageId, terminalOf(testInfo));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __moduleOrder: string[] }).__moduleOrder = seen;
    new MutationObserver(() => {
      for (const section of document.querySelectorAll('section[data-module-type]')) if (!seen.includes(section.id)) seen.push(section.id);
    }).observe(document, { childList: true, subtree: true });
  });
  // Slow code for the top of the page, so that the chunks of the modules below arrive first.
  let delayed = 0;
  await page.route(/\/site\/assets\/first-modules-.*\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`/site/?siteId=${KITCHEN_SINK_SITE}`);
  const inPageOrder = detail.modules.filter((module) => !module.isHide).sort((a, b) => a.sort - b.sort);
  await pageReady(page, inPageOrder.at(-1)!.id);
  expect(delayed).toBe(1);
  const appeared = await page.evaluate(() => (window as unknown as { __moduleOrder: string[] }).__moduleOrder);
  expect(appeared).toEqual(inPageOrder.map((module) => module.id));
});

test('rendered by the browser alone, the first paint holds the modules that fill the viewport, and none that starts below it, nor asks for their code', async ({ page }, testInfo) => {
  // 200 modules: the first screen is the few that reach into the viewport, not a fixed count.
  // (A server measures no viewport: serverRender.spec.ts holds what its first screen shows.)
  await asShell(page);
  await page.addInitScript(() => {
    const frame = () => {
      const modules = [...document.querySelectorAll('section[data-module-type]')];
      if (modules.length === 0) return requestAnimationFrame(frame);
      (window as unknown as { __firstFrame: unknown }).__firstFrame = {
        viewport: window.innerHeight,
        at: performance.now(),
        boxes: modules.map((module) => {
          const { top, bottom } = module.getBoundingClientRect();
          return { id: module.id, type: module.getAttribute('data-module-type'), top, bottom };
        }),
      };
    };
    requestAnimationFrame(frame);
  });
  await page.goto(`/site/pages/index/index?siteId=${STRESS.siteId}&pageId=${STRESS.pageId}`);
  const first = await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame).then((handle) => handle.jsonValue());
  const { viewport, at, boxes } = first as { viewport: number; at: number; boxes: { id: string; type: string; top: number; bottom: number }[] };
  expect(boxes.length, JSON.stringify(boxes)).toBeLessThan(STRESS.modules);
  for (const box of boxes) expect(box.top, `${box.id} starts inside the viewport: ${JSON.stringify(boxes)}`).toBeLessThan(viewport);
  expect(boxes.at(-1)!.bottom, 'the first screen reaches the bottom of the viewport').toBeGreaterThanOrEqual(viewport);
  // The rest of the page follows after that paint.
  await expect(page.locator('section[data-module-type]').nth(boxes.length)).toBeAttached();
  // Only the code of what that paint shows was asked for before it: the types further down
  // (a programme's files among them) would have queued ahead of the hero picture.
  const shownTypes = new Set(boxes.map((box) => box.type));
  const typesBelow = [...new Set(detailOf(STRESS.pageId, terminalOf(testInfo)).modules.map((module) => module.moduleType))].filter((type) => !shownTypes.has(type));
  expect(typesBelow.length).toBeGreaterThan(0);
  const askedBefore = await page.evaluate((paint) => performance.getEntriesByType('resource').filter((entry) => entry.startTime < paint).map((entry) => new URL(entry.name).pathname), at);
  const codeBelow = askedBefore.filter((path) => typesBelow.some((type) => new RegExp(`/assets/${type}-[\\w-]+\\.js$`).test(path)));
  expect(codeBelow, `asked for before the first paint: ${askedBefore.join(', ')}`).toEqual([]);
});
