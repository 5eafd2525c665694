// The figures Lighthouse's navigation mode cannot give, taken in Playwright's Chromium:
// interaction to next paint (Event Timing API), and the stress and programme pages.
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH, type Preset } from './lighthouse';
import { asShell } from '../e2e/serverShell';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
}

declare global {
  interface Window {
    __bench: { interactions: Record<number, number>; longTasks: number[] };
  }
}

/** Installed before any page script: the worst duration per interaction, and every long task. */
function observe() {
  window.__bench = { interactions: {}, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const seen = window.__bench.interactions[entry.interactionId] ?? 0;
      window.__bench.interactions[entry.interactionId] = Math.max(seen, entry.duration);
    }
    // 16 ms is the API's floor: a page whose interactions all stay below it reports none.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A fresh context per measurement (cold cache, like Lighthouse); mobile runs the CPU 4× slower, as Lighthouse's mobile preset models. */
async function openPage(browser: Browser, preset: Preset): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[preset] });
  await context.addInitScript(observe);
  const page = await context.newPage();
  if (preset === 'mobile') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return page;
}

/** Worst interaction so far in ms (0: every interaction under the 16 ms floor). Event timing entries arrive after the next paint, hence the pause. */
async function worstInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...Object.values(window.__bench.interactions)));
}

/**
 * INP of a page that has nothing to operate: a click on its first heading, then three Tabs
 * and a letter key. Both the product's home and the reference have those, and none navigates.
 */
export async function pageInp(browser: Browser, url: string, preset: Preset): Promise<number> {
  const page = await openPage(browser, preset);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1, h2').first().click();
    for (const key of ['Tab', 'Tab', 'Tab', 'a']) await page.keyboard.press(key);
    return await worstInteraction(page);
  } finally {
    await page.context().close();
  }
}

export interface FirstScreen {
  /** ms from the Page/Detail response's end to the `page:first-screen` mark; null without the mark. */
  firstScreen: number | null;
  longestTask: number;
}

/** The 200-module stress page, on the desktop viewport without throttling. */
export async function stressFirstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const page = await openPage(browser, 'desktop');
  try {
    // The render's own cost from the detail's arrival: the browser asks for it (the page as the
    // shell), rather than finding it in the page before its scripts run.
    await asShell(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const hasMark = await page
      .waitForFunction(() => performance.getEntriesByName('page:first-screen', 'mark').length > 0, null, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    return await page.evaluate((hasMark) => {
      const longestTask = Math.max(0, ...window.__bench.longTasks);
      const mark = performance.getEntriesByName('page:first-screen', 'mark')[0];
      if (!hasMark || !mark) return { firstScreen: null, longestTask };
      // The last Page/Detail answer before the mark is the one the first screen was built from.
      const details = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.includes('/Page/Detail') && entry.responseEnd <= mark.startTime,
      );
      const detail = details.at(-1);
      return { firstScreen: detail ? mark.startTime - detail.responseEnd : null, longestTask };
    }, hasMark);
  } finally {
    await page.context().close();
  }
}

/**
 * The 2,000-session programme on the desktop viewport: second and third day tab, the second
 * option of each filter (focus and ArrowDown: a trusted key press, which Event Timing counts,
 * where selectOption's scripted change would not), then four characters typed into the
 * search box one key at a time. Null when the page or its controls are missing.
 */
export async function programmeInp(browser: Browser, url: string): Promise<number | null> {
  const page = await openPage(browser, 'desktop');
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const tabs = page.getByRole('tab');
    const search = page.locator('[role="searchbox"], input[type="search"]').first();
    const found = await tabs
      .nth(2)
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!found || (await search.count()) === 0) return null;
    await tabs.nth(1).click();
    await tabs.nth(2).click();
    for (const select of await page.locator('[role="group"] select').all()) {
      await select.focus();
      await page.keyboard.press('ArrowDown');
    }
    await search.click();
    await page.keyboard.type('expo', { delay: 120 });
    return await worstInteraction(page);
  } finally {
    await page.context().close();
  }
}
