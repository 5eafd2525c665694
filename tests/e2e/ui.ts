// Helpers that drive the visitor UI the same way on both projects, naming controls by the
// product's own English texts (the locale files), never by copies of them.
import { LIVE, ROOT_ID } from '../../src/app/renderedRoot';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support';
import type { Terminal } from '../../schemas/page';
import common from '../../src/i18n/locales/en-US/common.json' with { type: 'json' };
import errors from '../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import nav from '../../src/i18n/locales/en-US/nav.json' with { type: 'json' };

export const texts = { common, errors, nav };

/**
 * A picture of the page or a part of it, kept in the test's output for a person to look at when
 * E2E_SCREENSHOTS is set. It proves nothing, so the default run takes none: a full-page picture
 * costs the busy machine up to seconds.
 */
export async function keepForReview(target: Page | Locator, name: string, options: { fullPage?: boolean; quality?: number } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const path = test.info().outputPath(name);
  await ('goto' in target ? target.screenshot({ ...options, path }) : target.screenshot({ quality: options.quality, path }));
}

/**
 * Where each element of `elements` is (those at `indices`, if given), read in one frame. Asking each element's boundingBox in
 * turn reads one layout per element: a late font or picture between two reads moves the rest,
 * and elements on one row seem not to be.
 */
export async function boxesOf(elements: Locator, indices?: number[]): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const boxes = await elements.evaluateAll((nodes) => nodes.map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  }));
  return indices ? indices.map((index) => boxes[index]!) : boxes;
}

export function terminalOf(testInfo: TestInfo): Terminal {
  return testInfo.project.name === 'mobile' ? 'mobile' : 'pc';
}

/** Opens the phone's menu sheet when on mobile; returns where the menu's links live. */
export async function menu(page: Page, terminal: Terminal, labels = nav) {
  if (terminal === 'mobile') {
    await page.getByRole('button', { name: labels.openMenu }).click();
    return page.getByRole('dialog');
  }
  return page.getByRole('banner');
}

/**
 * The status region that says exactly `text`, drawn or not with soft hyphens in its long words (a
 * live region written by script has none). A substring would let 'found: 1' match the 'found: 12'
 * still shown before a search answers, and the test would race the reply.
 */
export function statusSaying(page: Page, text: string) {
  const letters = [...text].map((char) => `${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\u00ad?`).join('');
  return page.getByRole('status').filter({ hasText: new RegExp(`^\\s*${letters}\\s*$`) });
}

/**
 * Waits until the app is live. A first screen the server wrote is there before any of the app's
 * code has run: its buttons take no pointer until then (a click waits by itself), but a key
 * pressed on one would do nothing.
 */
export async function appLive(page: Page) {
  await page.locator(`#${ROOT_ID}[${LIVE}]`).waitFor({ state: 'attached' });
}

/** Waits until the page's modules are in place (the lazy module chunks have loaded) and the app is live. */
export async function pageReady(page: Page, firstModuleId: string) {
  await page.locator(`[id="${firstModuleId}"]`).waitFor();
  await appLive(page);
}

/** Waits until the page has painted two more frames: what it had when called is on the screen. */
export async function framesPainted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until the picture has loaded and has pixels: its box is its final size from then on. */
export async function pictureLoaded(picture: Locator) {
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

/**
 * Waits until nothing on the page is still loading: before a test moves the page's fake clock by
 * minutes or hours, which would fire the request limit of a list still on its way (a timeout).
 */
export async function nothingLoading(page: Page, timeout = 15_000) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
}

/**
 * Stops the page's fake clock at `time` (a minute after it was installed) once nothing is
 * loading. The jump there eats the request limit of every call under way (60 s from its start,
 * which the page's load has already spent a few seconds of): the test's next few seconds of
 * runFor would time them out.
 */
export async function pauseClockOnceLoaded(page: Page, time: number) {
  await nothingLoading(page);
  await page.clock.pauseAt(time);
}

declare global {
  interface Window {
    /** Every text the page's polite live regions have said, in order. */
    __spoken: string[];
  }
}

/**
 * Records what the page's live regions say (toasts among them) from its first load on: a toast
 * shows for 1.5 s, which a busy machine can let pass between two looks; the record keeps it.
 * Returns the texts said so far (a toast says its icon's name first).
 */
export async function recordSpoken(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__spoken = [];
    const listen = () => {
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[aria-live="polite"]')) {
          const text = region.textContent?.trim();
          if (text && window.__spoken.at(-1) !== text) window.__spoken.push(text);
        }
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    };
    if (document.documentElement) listen();
    else document.addEventListener('DOMContentLoaded', listen);
  });
  return () => page.evaluate(() => window.__spoken);
}
