// Every route of the product, in Chromium at both sizes and in Firefox and WebKit each at its
// visitors' size (lane.ts, ENGINE_WIDTH): each loads its
// content (something in its main region, not the 404 page, no "couldn't load" message, no error
// thrown or logged), and Firefox
// and WebKit show the same modules, the same heading and the same "No data" as Chromium, where
// nothing moves while the route loads (tests/e2e/layoutShifts.ts: Chromium alone reports layout
// shifts; the module pages have their own walk, layoutShift.spec.ts). Each
// test walks a share of the addresses in each engine's tab, one full load each, then compares.
import { DESKTOP_BREAKPOINT } from '../../../renderer/layout';
import { ROUTES } from '../../../src/site/routes';
import errors from '../../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import { mallAddresses, servedAddresses } from '../routesServed';
import { enginesAt, expect, test, WIDTHS, type Width } from './lane';
import type { Visitor } from './visitor';

/** What a route shows, engine for engine: where it ended, its modules in order, its heading and its empty or failed states. */
interface Shown {
  path: string;
  modules: string[];
  heading: string;
  noData: number;
  failed: boolean;
  /** How much it shows: its text, and its pictures, videos and frames (the web view is one frame). */
  shownLength: number;
}

/** Loaded means: the page shows its main region with something in it, and nothing in it is still marked busy. */
function shownWhenLoaded({ noData, failed }: { noData: string; failed: string }): Shown | null {
  const main = document.querySelector<HTMLElement>('#main');
  if (document.readyState !== 'complete' || !main || main.querySelector('[aria-busy="true"]')) return null;
  const text = main.innerText;
  const shownLength = text.trim().length + main.querySelectorAll('img, video, iframe').length;
  // A chunk on its way (the points mall's frame) leaves the region empty for a moment.
  if (!shownLength) return null;
  return {
    path: location.pathname,
    modules: [...main.querySelectorAll('[data-module-type]')].map((module) => module.getAttribute('data-module-type')!),
    heading: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    noData: text.split(noData).length - 1,
    failed: text.includes(failed),
    shownLength,
  };
}

/** What must be the same in every engine: not how much text, which each engine's line breaks change. */
const comparable = ({ shownLength: _, ...rest }: Shown) => rest;

async function shownAt(visitor: Visitor, address: string): Promise<Shown> {
  await visitor.open(`/site${address}`);
  const texts = { noData: errors.gateway.noData, failed: errors.title };
  let shown: Shown | null = null;
  await expect
    .poll(async () => (shown = await visitor.evaluate(shownWhenLoaded, texts)), { message: `${visitor.engine}: ${address} loads`, timeout: 30_000 })
    .not.toBeNull();
  return shown!;
}

const addresses = [...servedAddresses(), ...mallAddresses()];
/** Addresses per test: enough tests for both workers to share the walk to the end. */
const PER_TEST = 10;

test.describe.configure({ mode: 'parallel' });

/** Pages that only pass through: the sign-in returns finish and leave at once. */
const PASSING_THROUGH: readonly string[] = [ROUTES.loginCallback, ROUTES.loginSilent];

test('every route of the product is among the addresses walked', () => {
  const walked = new Set(addresses.map((address) => new URL(address, 'http://route').pathname));
  expect(Object.values(ROUTES).filter((route) => !walked.has(route) && !PASSING_THROUGH.includes(route))).toEqual([]);
});

for (const width of Object.keys(WIDTHS) as Width[]) {
  for (let start = 0; start < addresses.length; start += PER_TEST) {
    const share = addresses.slice(start, start + PER_TEST);
    test(`[${enginesAt(width).join(', ')} ${width}] ${share[0]} … ${share.at(-1)} load their content, the same in each`, async ({ visit }) => {
      const engines = enginesAt(width);
      test.setTimeout(share.length * engines.length * 15_000);
      const byEngine = new Map<string, Shown[]>();
      for (const engine of engines) {
        const visitor = await visit(engine, width, { layoutShifts: true });
        // WebKit's window goes no narrower than 447 px: still a phone to the product.
        const windowWidth = await visitor.evaluate(() => window.innerWidth);
        expect(windowWidth < DESKTOP_BREAKPOINT, `${engine}'s window is ${windowWidth} px wide`).toBe(width === 'phone');
        const shown: Shown[] = [];
        for (const address of share) {
          await test.step(`${engine} ${address}`, async () => {
            const one = await shownAt(visitor, address);
            await visitor.expectNothingMoved?.(address);
            if (!address.startsWith(ROUTES.notFound)) expect.soft(one.path, `${engine}: ${address} is served`).not.toBe(`/site${ROUTES.notFound}`);
            expect.soft(one.failed, `${engine}: ${address} says it couldn't load`).toBe(false);
            shown.push(one);
          });
        }
        byEngine.set(engine, shown);
      }
      const chromium = byEngine.get('chromium')!;
      for (const engine of engines.filter((name) => name !== 'chromium')) {
        share.forEach((address, index) => expect.soft(comparable(byEngine.get(engine)![index]!), `${engine} shows ${address} as Chromium does`).toEqual(comparable(chromium[index]!)));
      }
    });
  }
}
