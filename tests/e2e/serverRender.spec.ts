// A site page's first screen arrives as HTML (issue 31): it paints before any script runs, and
// the browser's hydration keeps what the server drew (a mismatch is a console error, which fails
// every test: support.ts). Counts and element identities, not timings: the speed is the bench's.
import { STRESS } from '../support/generatedFixtures';
import { detailOf, pages, siteOf } from './fixtureData';
import type { Locator, Page } from '@playwright/test';
import nav from '../../src/i18n/locales/en-US/nav.json' with { type: 'json' };
import { expect, test } from './support';
import { pictureLoaded, terminalOf } from './ui';

const SITE = '1001';
const REST_OF_PAGE = '[role="progressbar"][aria-busy="true"]';

interface FirstFrame {
  viewport: number;
  boxes: { id: string; top: number; bottom: number }[];
}

test('the first frame is the server’s: its modules reach the bottom of the viewport, and hydration keeps each element it drew', async ({ page }) => {
  // The first frame with any module in it, and those module elements, kept to compare after hydration.
  await page.addInitScript(() => {
    const frame = () => {
      const modules = [...document.querySelectorAll('section[data-module-type]')];
      // Once the server's HTML is all in: on a busy machine a frame can come while it is still
      // being read, with the first module open and nothing in it yet (a clean-clone run: 0 px).
      if (modules.length === 0 || document.readyState === 'loading') return requestAnimationFrame(frame);
      Object.assign(window, {
        __firstModules: modules,
        __firstFrame: { viewport: window.innerHeight, boxes: modules.map((module) => ({ id: module.id, ...module.getBoundingClientRect().toJSON() })) },
      });
    };
    requestAnimationFrame(frame);
  });
  const address = `/site/pages/index/index?siteId=${STRESS.siteId}&pageId=${STRESS.pageId}`;
  // The stress page is the largest the server renders: on a busy machine a render may pass its
  // deadline and go out as the shell, a fallback the server counts (a clean-clone run drew the
  // first frame in the browser so). The test is of the server's page: asked, as this browser asks,
  // until the server has rendered it and so keeps it, then opened.
  await expect.poll(async () => (await page.request.get(address)).headers()['server-timing'], { timeout: 30_000 }).not.toContain('fallback');
  expect((await page.goto(address))!.headers()['server-timing']).toContain('cache;desc="hit"');
  const first = (await page.waitForFunction(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame).then((handle) => handle.jsonValue())) as FirstFrame;
  expect(first.boxes.length).toBeLessThan(STRESS.modules);
  expect(first.boxes.at(-1)!.bottom, `the first screen reaches the bottom of the viewport: ${JSON.stringify(first.boxes)}`).toBeGreaterThanOrEqual(first.viewport);

  // The browser takes over: the rest of the page joins below, and the first screen's elements are the server's.
  await expect(page.locator(REST_OF_PAGE)).toHaveCount(0, { timeout: 20_000 });
  expect(await page.locator('section[data-module-type]').count()).toBe(STRESS.modules);
  const kept = await page.evaluate(() => (window as unknown as { __firstModules: Element[] }).__firstModules.map((module) => document.contains(module)));
  expect(kept).toEqual(first.boxes.map(() => true));
});

/** Where the page's largest paint so far is: its module's id (or its element's tag outside any module). */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve(element?.closest('section[data-module-type]')?.id ?? element?.tagName ?? 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}

test('with every script blocked, the page reads: its chrome, its links, and the same largest paint as with script', async ({ page }, testInfo) => {
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const banner = detailOf(home.pageId, terminalOf(testInfo)).modules[0]!;
  await page.goto(`/site/?siteId=${SITE}`);
  await expect(page.locator(REST_OF_PAGE)).toHaveCount(0);
  const withScript = await largestPaint(page);

  // A page of its own with no script, beside the first: blocking the first page's scripts would fail the code it is still loading.
  const noScript = await page.context().newPage();
  try {
    await noScript.route(/\.js(\?|$)/, (route) => route.abort());
    await noScript.goto(`/site/?siteId=${SITE}`);
    const hero = noScript.locator(`[id="${banner.id}"] img`).first();
    await expect(hero).toBeVisible();
    await pictureLoaded(hero);
    expect(await largestPaint(noScript)).toBe(withScript);
    // The navigation's links are plain links: a visitor with no script still moves between pages.
    const nav = noScript.getByRole('navigation', { name: terminalOf(testInfo) === 'pc' ? 'Main menu' : 'Bottom navigation' });
    expect(await nav.getByRole('link').count()).toBeGreaterThan(1);
    // The shell's note that the site needs script is gone: this page reads without.
    await expect(noScript.locator('noscript')).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});

test('the server draws the page for the terminal its visitor names, and a wrong guess waits unseen and is drawn anew by the browser without an error @desktop', async ({ browser }, testInfo) => {
  // A phone that tells the server nothing: its first screen comes for a desktop, and the browser draws the phone's.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?0' } });
  try {
    const problems: string[] = [];
    phone.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const home = pages(SITE).find((node) => node.sort === 0)!;
    // The app's code held back: the desktop's first screen waits unseen, never squeezed into 375 px.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await phone.route(/\/site\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const response = await phone.goto(`${testInfo.project.use.baseURL}/site/?siteId=${SITE}`, { waitUntil: 'commit' });
    expect(await response!.text()).toContain('data-terminal="pc"');
    const root = phone.locator('#root[data-terminal="pc"]');
    await expect(root.locator('header').first()).toBeAttached();
    expect(await root.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    release();
    await expect(phone.locator(`[data-page-id="${home.pageId}"][data-terminal="mobile"]`)).toBeVisible();
    await expect(phone.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a first screen drawn for the other terminal shows after its time limit when the app’s code never comes @desktop', async ({ browser }, testInfo) => {
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?0' } });
  try {
    await phone.route(/\/site\/assets\/.+\.js$/, (route) => route.abort());
    await phone.goto(`${testInfo.project.use.baseURL}/site/?siteId=${SITE}`, { waitUntil: 'commit' });
    // Unseen at first, then the desktop's first screen rather than nothing (links work without script).
    await expect(phone.locator('#root[data-terminal="pc"] header').first()).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('the server’s navigation is kept through hydration, never hidden nor drawn again, even when its code comes late', async ({ page }) => {
  // The chrome's chunk comes a second late: the app goes live around a navigation it cannot draw yet.
  await page.route(/\/assets\/(DesktopNav|MobileChrome)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The first header and navigation bars the page shows (the server's), and whether any was ever taken away or hidden.
  await page.addInitScript(() => {
    const seen = { first: [] as Element[], lost: false };
    Object.assign(window, { __chrome: seen });
    new MutationObserver(() => {
      if (seen.first.length === 0) seen.first = [...document.querySelectorAll('#root header, #root nav')];
      if (seen.first.some((element) => !element.isConnected || getComputedStyle(element).display === 'none')) seen.lost = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.goto(`/site/?siteId=${SITE}`);
  // React marks each element it has hydrated: wait until it owns the header the page shows.
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber')));
  const chrome = await page.evaluate(() => {
    const seen = (window as unknown as { __chrome: { first: Element[]; lost: boolean } }).__chrome;
    return { drawn: seen.first.map((element) => element.tagName), kept: seen.first.every((element) => element.isConnected), lost: seen.lost };
  });
  expect(chrome.drawn).toContain('HEADER');
  expect(chrome).toEqual({ drawn: chrome.drawn, kept: true, lost: false });
  await expect(page.getByRole('banner')).toBeVisible();
});

/**
 * Gives the page `__heldByReact(element)`: is the element one React holds (hydrated or drawn by
 * it), rather than the server's HTML it has left alone?
 */
const watchHeldByReact = (page: Page) =>
  page.addInitScript(() => Object.assign(window, { __heldByReact: (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps')) }));
type HeldByReact = { __heldByReact: (element: Element) => boolean };

test('the root goes live once the server’s controls are hydrated: at that moment React holds every button and select it drew, but those of the parts left for later', async ({ page }) => {
  // React hydrates each Suspense boundary after the root's first commit; a root marked live at
  // that commit held 0 of the home's 33 controls in Chromium (the language switch lost in WebKit).
  // Parts far below the first screen, and a closed sheet, are islands left as the server's HTML
  // until wanted (renderer/Island.tsx): the page goes live without them.
  await watchHeldByReact(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-live')) return;
      observer.disconnect();
      const held = (window as unknown as HeldByReact).__heldByReact;
      const left = [...root.querySelectorAll('[data-island]')].filter((island) => island.firstElementChild && !held(island.firstElementChild));
      const controls = [...root.querySelectorAll('button, select, input, textarea, [role="button"]')].filter((control) => !left.some((island) => island.contains(control)));
      Object.assign(window, { __atLive: { controls: controls.length, notHeld: controls.filter((control) => !held(control)).map((control) => control.outerHTML.slice(0, 120)) } });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  });
  await page.goto(`/site/?siteId=${SITE}`);
  const atLive = await page.waitForFunction(() => (window as unknown as { __atLive?: unknown }).__atLive).then((handle) => handle.jsonValue());
  expect(atLive).toEqual({ controls: expect.any(Number), notHeld: [] });
  expect((atLive as { controls: number }).controls).toBeGreaterThan(0);
});

/**
 * Opens the site's home on a phone with the app's code held back (the server's first screen
 * painted, nothing of it live) and touches the menu button as a finger would: no waiting for the
 * app, as a locator's tap would. Gives what lets the code come, and the menu.
 */
async function menuBeforeLive(page: Page) {
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/site\/assets\/[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(`/site/?siteId=${SITE}`, { waitUntil: 'commit' });
  const menuButton = page.locator('#root header button[aria-haspopup="dialog"]');
  await menuButton.waitFor();
  const touch = async (control: Locator) => {
    const box = (await control.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };
  await touch(menuButton);
  return { release, menuButton, touch, menu: page.getByRole('dialog', { name: nav.main }) };
}

test('before the page is live, the menu opens at the first tap (the browser’s own popover), its links are links, and a button tapped in it is held and answered once live @mobile', async ({ page }) => {
  const { release, menuButton, touch, menu } = await menuBeforeLive(page);
  await expect(menu).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-live');
  await expect(menuButton).not.toHaveAttribute('data-held');
  const home = pages(SITE).find((node) => node.sort === 0)!;
  await expect(menu.getByRole('link', { name: home.title, exact: true })).toHaveAttribute('href', new RegExp(`pageId=${home.pageId}`));
  await touch(menu.getByRole('button', { name: nav.closeMenu }));
  await expect(menu).toBeHidden();

  await touch(menuButton);
  const share = menu.getByRole('button', { name: nav.share });
  await touch(share);
  await expect(share).toHaveAttribute('data-held', '');
  await expect(page.locator('[data-share-sheet]')).toHaveCount(0);
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-live', '');
  await expect(page.locator('[data-share-sheet]')).toBeVisible();
  // The share sheet is modal: the menu behind it is inert, out of reach of roles.
  await expect(page.locator('#root [data-held]')).toHaveCount(0);
});

test('a language chosen in the menu before the page is live is not lost: the page opens in it once live @mobile', async ({ page }) => {
  const chinese = siteOf(SITE).sites.find((entry) => entry.language === 'zh-CN')!;
  const { release, menu } = await menuBeforeLive(page);
  // As the browser's own picker does: Playwright's selectOption waits while the root says it is not
  // live yet (aria-disabled), which a finger does not.
  await menu.getByLabel(nav.language).evaluate((select: HTMLSelectElement) => {
    select.value = 'zh-CN';
    for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, { bubbles: true }));
  });
  await expect(page.locator('#root')).not.toHaveAttribute('data-live');
  release();
  await expect(page).toHaveURL(new RegExp(`siteId=${chinese.id}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('a part far below the first screen and the closed menu stay the server’s HTML, none of their code run, until the visitor focuses, nears or opens them: then they are live, in the same place @mobile', async ({ page }) => {
  await watchHeldByReact(page);
  await page.goto(`/site/?siteId=${SITE}`);
  await expect(page.locator('#root')).toHaveAttribute('data-live', '');
  const held = (locator: Locator) => locator.evaluate((element) => (window as unknown as HeldByReact).__heldByReact(element));
  const footer = page.locator('section[data-module-type="footer"]');
  const control = footer.locator('a[href], button, summary').first();
  const sheet = page.locator('#site-menu');
  const close = sheet.getByRole('button', { name: nav.closeMenu, includeHidden: true });
  expect(await held(control), 'the footer, two screens down, is the server’s HTML').toBe(false);
  expect(await held(close), 'the closed menu is the server’s HTML').toBe(false);

  // A keyboard's focus brought into the footer stays on the same control, now the app's, and nothing moved.
  const box = () => footer.evaluate((element) => ({ top: element.getBoundingClientRect().top + window.scrollY, height: element.getBoundingClientRect().height }));
  const before = await box();
  const focused = () => page.evaluate(() => (document.activeElement && (window as unknown as HeldByReact).__heldByReact(document.activeElement) ? document.activeElement.outerHTML : null));
  const drawn = await control.evaluate((element) => element.outerHTML);
  await control.focus();
  await expect.poll(focused).toBe(drawn);
  expect(await box()).toEqual(before);

  // Opened, the menu is the app's: its close button answers.
  await page.locator('#root header button[aria-haspopup="dialog"]').click();
  await expect.poll(() => held(close)).toBe(true);
  await close.click();
  await expect(sheet).toBeHidden();
});

// vite.config.ts marks the files a site page runs before it goes live for V8's eager compile; a
// hint anywhere but the first line is read as a plain comment, and would cost the phone's main
// thread its lazy compiles again without a sound.
test('the code a site page starts opens with V8’s compile hint, its first line @desktop', async ({ request }) => {
  const html = await (await request.get(`/site/?siteId=${SITE}`)).text();
  const script = /<script src="\/site\/first-paint\.js" data-entry="([^"]+)" data-imports="([^"]+)"/.exec(html);
  expect(script, 'the first paint script names the entry and its imports').not.toBeNull();
  const files = [script![1]!, ...script![2]!.split(' ')].filter((file) => !/\/rolldown-runtime-/.test(file));
  expect(files.map((file) => file.replace(/^.*\/|-[\w-]+\.js$/g, ''))).toEqual(['site', 'framework', 'launch', 'shell']);
  for (const file of files) expect((await (await request.get(file)).text()).split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
});
