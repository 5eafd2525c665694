// The lane's Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi, a
// browser context of its own per visitor. Playwright's own BiDi client (channel 'moz-firefox')
// asks this ESR for `emulation.setMediaFeaturesOverride` when it opens a page, which ESR 153
// does not know ("unknown command"): puppeteer-core speaks the BiDi that ESR has.
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Viewport } from './chromiumVisitor';
import { VISITOR_ZONE } from './zone';
import type { Key, Visitor } from './visitor';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * One Firefox per worker; a service worker only where a test asks for one (as the Chromium projects block it).
 * Its optimising compiler (Ion, WarpMonkey's tier) is off, as V8's are in the Chromium projects: a
 * lane page lives seconds, too short for its compiles to pay back on two busy cores, and JavaScript
 * behaves the same (WebKit's are off too, webkitVisitor.ts). The route walk with both: 331 -> 287
 * CPU-s, 176 -> 153 s wall (measured here, one run each, 2026-11-28).
 * No network monitoring (`networkEnabled: false`): subscribed to BiDi's network events, Firefox's
 * parent process describes every request and response to the driver in its own JavaScript, which
 * doubled a page load's cost (20 loads: parent 13.5 -> 5.5 CPU-s, content 9.8 -> 5.8, wall 15.5 ->
 * 7.0 s); the lane reads pages, never their requests.
 */
export function launchFirefox(serviceWorkers: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, TZ: VISITOR_ZONE },
    extraPrefsFirefox: { 'dom.serviceWorkers.enabled': serviceWorkers, 'javascript.options.ion': false },
    networkEnabled: false,
  });
}

const PUPPETEER_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: 'Space',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  Home: 'Home',
  End: 'End',
};

export async function firefoxVisitor(browser: Browser, viewport: Viewport, isAllowed: (line: string) => boolean): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const errors: string[] = [];
  // Firefox reports some of the browser's own refusals as page errors (a service worker's refused
  // picture, offline): a test may allow those by name, as it allows console lines.
  page.on('pageerror', (error) => {
    const line = `uncaught ${error instanceof Error ? error.message : String(error)} (on ${page.url()})`;
    if (!isAllowed(line)) errors.push(line);
  });
  /** Lines still being read out of the page: an Error logged reads "JSHandle@error" in the message's text alone. */
  const reading: Promise<void>[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = page.url();
    const args = message.args().map((arg) =>
      arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value))).catch(() => '(gone)'),
    );
    reading.push(
      Promise.all(args).then((parts) => {
        const line = `console.error ${parts.length ? parts.join(' ') : message.text()} (on ${where})`;
        if (!isAllowed(line)) errors.push(line);
      }),
    );
  });
  return {
    engine: 'firefox',
    open: async (address) => {
      try {
        await page.goto(address, { waitUntil: 'load' });
      } catch (error) {
        // Firefox's driver hears the whole tab: leaving the web view while its frame still fails to
        // load (example.com, no network here), the frame's error page failed the navigation as
        // "Address rejected", the tab still on the web view (5 of 32 tries here). Asked again, it goes.
        if (!String(error).includes('Address rejected')) throw error;
        await page.goto(address, { waitUntil: 'load' });
      }
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      if (key !== 'Shift+Tab') return page.keyboard.press(PUPPETEER_KEYS[key] as never);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    errors: async () => {
      await Promise.all(reading);
      return [...errors];
    },
    close: () => context.close(),
  };
}
