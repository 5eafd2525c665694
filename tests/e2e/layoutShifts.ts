// Layout shift as Chromium reports it (the Layout Instability API is Chromium's alone), shared by
// the layout-shift walk of module pages and the cross-engine lane's walk of every route.
import type { Page } from '@playwright/test';
import { expect } from './support';
import { framesPainted } from './ui';

export const MAX_CLS = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

/** Every document the page loads from now on records its layout shifts, with the nodes that moved. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        // Where each node was and went (x,y w×h): a shift seen once in many runs names its cause.
        const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        const sources = entry.sources.map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName)} from ${box(source.previousRect)} to ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        window.__layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Whether every picture in the window has loaded (or failed) and the fonts are ready. */
function picturesAndFontsIn(): boolean {
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  return document.fonts.status === 'loaded' && [...document.images].every((picture) => picture.complete || !inView(picture));
}

/**
 * Once the pictures in view and the fonts are in (what could still move the page) and two frames
 * have painted, fails softly when what the page shows moved by more than MAX_CLS on the way.
 */
export async function expectNothingMoved(page: Page, address: string): Promise<void> {
  await expect.poll(() => page.evaluate(picturesAndFontsIn), { timeout: 20_000 }).toBe(true);
  await framesPainted(page);
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
  expect.soft(total, `Layout shifts on ${address}:\n${report}`).toBeLessThanOrEqual(MAX_CLS);
}
