// Nothing a reader looks at moves as a page loads, in WebKit, the engine of every iPhone browser:
// it has no scroll anchoring, so a list arriving above the reader (a module's files, speakers,
// partners, a programme day) would push the text they read. The reader here goes to the end of the
// page again and again while it loads, as a visitor scrolling a long page on arrival would, and
// every module, once seen, must keep its place in the page. Modules whose height comes from what
// they load hold those below them back until it is in (`sizedByContent`, renderer/reveal.ts).
import { expect, test } from './lane';
import type { Visitor } from './visitor';

/** The kitchen sink (every module type, six that load their own lists) and the long-text site's home. */
const PAGES = ['/site/?siteId=9101', '/site/?siteId=9501'];
/**
 * The page is loaded once nothing in it says it is loading (a list on its way, the modules below
 * one that holds them back) and its height and modules have stayed the same this long. The quiet
 * alone is not enough: a list slow to come on a busy machine keeps the page the same for longer.
 */
const QUIET_MS = 1_500;
const GIVE_UP_MS = 45_000;

/**
 * One look: to the end of the page, then each module's top in the page against where it was when
 * first seen; the moves found so far, and whether the page has been loaded and the same for QUIET_MS.
 */
const look = (visitor: Visitor, quietMs: number) =>
  visitor.evaluate((quietMs) => {
    type Watch = { tops: Map<Element, number>; moves: string[]; height: number; count: number; changedAt: number };
    const state = window as unknown as { __watch?: Watch };
    const fresh: Watch = { tops: new Map(), moves: [], height: 0, count: 0, changedAt: performance.now() };
    const watch = (state.__watch ??= fresh);
    const modules = [...document.querySelectorAll('#root [data-module-type]')];
    for (const module of modules) {
      const rect = module.getBoundingClientRect();
      const top = Math.round(rect.top + window.scrollY);
      const seen = watch.tops.get(module);
      if (seen !== undefined && Math.abs(seen - top) > 1) watch.moves.push(`${module.getAttribute('data-module-type')} ${module.id}: ${seen} → ${top}`);
      if (seen !== undefined || (rect.bottom > 0 && rect.top < window.innerHeight)) watch.tops.set(module, top);
    }
    const height = document.documentElement.scrollHeight;
    const busy = document.querySelector('#root [aria-busy="true"]') !== null;
    if (busy || height !== watch.height || modules.length !== watch.count) watch.changedAt = performance.now();
    [watch.height, watch.count] = [height, modules.length];
    window.scrollTo(0, height);
    return { moves: watch.moves, quiet: performance.now() - watch.changedAt > quietMs, modules: modules.length };
  }, quietMs);

for (const address of PAGES) {
  test(`[webkit phone] read to the end of ${address} as it loads: no module moves once seen`, async ({ visit }) => {
    test.setTimeout(90_000);
    const visitor = await visit('webkit', 'phone');
    await visitor.open(address);
    const deadline = Date.now() + GIVE_UP_MS;
    let seen = await look(visitor, QUIET_MS);
    while (!seen.quiet && Date.now() < deadline) {
      await visitor.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      seen = await look(visitor, QUIET_MS);
    }
    expect(seen.quiet, 'the page settled').toBe(true);
    expect(seen.modules).toBeGreaterThan(5);
    expect(seen.moves).toEqual([]);
  });
}
