// The phone's first tap (issue 46): the menu button tapped with a raw touch the moment it is
// painted, on a phone slowed for real (CPU 4×, 150 ms latency, 1.6 Mbit/s), in a fresh context
// each try: whether the menu opens, how long after the tap, and how long the page took from that
// first paint to live (every control hydrated). Core Web Vitals call an interaction good at 200 ms.
import type { Browser } from '@playwright/test';
import { median } from './report';

/** A phone's Chrome, so the server writes the phone's page (its top bar and menu). */
const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
/** Lighthouse's slow 4G, applied: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const MENU_BUTTON = 'button[aria-haspopup="dialog"]';
/** A menu that has not opened this long after the tap never will: the tap was lost. */
const GIVE_UP_MS = 15_000;

export interface FirstTap {
  /** ms from the button's first frame to the touch: the bench sees the frame only when the page's main thread can tell it. */
  paintToTap: number | null;
  /** ms from the touch to the menu's dialog in the page; null when it never opened. */
  tapToOpen: number | null;
  /** ms from the menu button's first frame to the root marked live. */
  paintToLive: number | null;
}

declare global {
  interface Window {
    __tap: { painted: number | null; tapped: number | null; opened: number | null; live: number | null };
  }
}

/**
 * Installed before any page script: each moment on the page's own clock, looked at every frame.
 * A string, not a function: the bench runs through tsx, whose function names would need a helper the page lacks.
 */
const WATCH = `
  window.__tap = { painted: null, tapped: null, opened: null, live: null };
  requestAnimationFrame(function look() {
    const moments = window.__tap;
    const now = performance.now();
    const button = document.querySelector('${MENU_BUTTON}');
    if (moments.painted === null && button && button.getBoundingClientRect().width > 0) moments.painted = now;
    if (moments.opened === null && document.querySelector('dialog[open], :popover-open')) moments.opened = now;
    if (moments.live === null && document.querySelector('[data-live]')) moments.live = now;
    if (moments.opened === null || moments.live === null) requestAnimationFrame(look);
  });
  addEventListener('touchstart', (event) => { if (window.__tap.tapped === null) window.__tap.tapped = event.timeStamp; }, { capture: true });
`;

async function tapOnce(browser: Browser, url: string): Promise<FirstTap> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__tap?.painted !== null, null, { timeout: GIVE_UP_MS });
    const box = await page.locator(MENU_BUTTON).boundingBox();
    if (!box) throw new Error('the menu button has no box');
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const opened = await page.waitForFunction(() => window.__tap.opened !== null && window.__tap.live !== null, null, { timeout: GIVE_UP_MS }).then(
      () => true,
      () => false,
    );
    const moments = await page.evaluate(() => window.__tap);
    return {
      paintToTap: moments.tapped !== null && moments.painted !== null ? moments.tapped - moments.painted : null,
      tapToOpen: opened && moments.tapped !== null && moments.opened !== null ? moments.opened - moments.tapped : null,
      paintToLive: moments.live !== null && moments.painted !== null ? moments.live - moments.painted : null,
    };
  } finally {
    await context.close();
  }
}

/** `tries` first taps on the page, one fresh load each. */
export async function measureFirstTap(browser: Browser, url: string, tries: number): Promise<FirstTap[]> {
  const taps: FirstTap[] = [];
  for (let attempt = 0; attempt < tries; attempt++) taps.push(await tapOnce(browser, url));
  return taps;
}

/** The line for docs/performance.md. */
export function firstTapLine(taps: FirstTap[]): string {
  const answered = taps.flatMap(({ tapToOpen }) => (tapToOpen === null ? [] : [tapToOpen]));
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const within = answered.filter((time) => time <= 200).length;
  return (
    `First tap on the phone slowed for real (the menu button touched the moment it is painted, ${taps.length} loads): ` +
    `the menu opened ${answered.length} of ${taps.length} times, ${within} within 200 ms; tap to menu median ${ms(median(answered))}, at most ${ms(answered.length ? Math.max(...answered) : null)}; ` +
    `the touch landed a median ${ms(median(taps.map(({ paintToTap }) => paintToTap)))} after the button's first frame; ` +
    `first paint to every control live median ${ms(median(taps.map(({ paintToLive }) => paintToLive)))}`
  );
}
