// The cross-engine lane's fixture: `visit(engine, width)` opens a visitor's tab in Chromium,
// Firefox or WebKit at a phone's or a desktop's size. Each engine's browser (or WebKit's driver)
// starts once per worker, when a test first asks for it; each visitor is a fresh context
// (Chromium, Firefox) or session (WebKit), so no test meets another's storage. A page that throws
// or logs an error fails the test unless the test allows it, as in the Chromium projects.
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { test as base } from '@playwright/test';
import { expect } from '../support';
import { chromiumVisitor, type Viewport } from './chromiumVisitor';
import { firefoxVisitor, launchFirefox } from './firefoxVisitor';
import type { EngineName, Visitor } from './visitor';
import { startWebKitDriver, webkitVisitor, type WebKitDriverService } from './webkitVisitor';

export { expect };

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * The engines a visitor's flows run in. Chromium's are the Chromium projects' own specs, step for
 * step and with more (programmePage, schedule, sharing, picture, video, language, strongSignIn,
 * cookie, points, offline): run again here they cost the suite about 90 s of machine time (measured in a clean-clone
 * run, 2026-11-27) for nothing the two others do not check. The walk of every route runs in all three.
 */
export const FLOW_ENGINES: readonly OtherEngine[] = ['firefox', 'webkit'];
type OtherEngine = Exclude<EngineName, 'chromium'>;

/** The lane's two sizes: the design's phone and the Chromium projects' desktop. */
export const WIDTHS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const satisfies Record<string, Viewport>;
export type Width = keyof typeof WIDTHS;

/**
 * The size each of the other engines is driven at: the device its visitors bring. WebKit is every
 * iPhone's browser; Firefox is a laptop's (on phones it is a rounding error). Chromium, Android's
 * and WeChat's engine as well as the desktop's, takes both. Both sizes in both engines cost the
 * suite about 430 s of machine time a run (a clean clone, 2026-12-04), mostly WebKitGTK painting
 * a 1440 px window in software, for pairs few visitors are.
 */
export const ENGINE_WIDTH: Readonly<Record<OtherEngine, Width>> = { firefox: 'desktop', webkit: 'phone' };

/** The engines the walk of every route opens at `width`: Chromium, and each engine driven at that size. */
export const enginesAt = (width: Width): EngineName[] => ENGINES.filter((engine) => engine === 'chromium' || ENGINE_WIDTH[engine] === width);

type Pattern = string | RegExp;

interface VisitOptions {
  /** The offline specs need the service worker; every other test runs without, as the Chromium projects do. */
  serviceWorkers?: boolean;
  /** Record layout shifts, where the engine reports them (Chromium), for `expectNothingMoved`. */
  layoutShifts?: boolean;
}

interface EngineHosts {
  firefox(serviceWorkers: boolean): Promise<PuppeteerBrowser>;
  webkit(): Promise<WebKitDriverService>;
}

interface LaneFixtures {
  visit: (engine: EngineName, width: Width, options?: VisitOptions) => Promise<Visitor>;
  /** Console errors this test expects (a refused sign-in's 401, a provider page's favicon). */
  allowErrors: (...patterns: Pattern[]) => void;
}

const matches = (line: string, pattern: Pattern) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line));

/** Starts each host once, on first use, and stops those started. */
function lazily<T>(start: () => Promise<T>): { get: () => Promise<T>; started: () => Promise<T> | undefined } {
  let running: Promise<T> | undefined;
  return { get: () => (running ??= start()), started: () => running };
}

export const test = base.extend<LaneFixtures & { allowList: Pattern[] }, { engineHosts: EngineHosts }>({
  engineHosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const firefox = lazily(() => launchFirefox(false));
      const firefoxWithWorkers = lazily(() => launchFirefox(true));
      const webkit = lazily(startWebKitDriver);
      await use({ firefox: (serviceWorkers) => (serviceWorkers ? firefoxWithWorkers : firefox).get(), webkit: webkit.get });
      await Promise.all([firefox, firefoxWithWorkers].map(async (host) => (await host.started())?.close()));
      (await webkit.started())?.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  allowList: async ({}, use) => {
    await use([]);
  },
  allowErrors: async ({ allowList }, use) => {
    await use((...patterns) => void allowList.push(...patterns));
  },
  visit: async ({ browser, engineHosts, allowList, baseURL }, use) => {
    const opened: Visitor[] = [];
    const isAllowed = (line: string) => allowList.some((pattern) => matches(line, pattern));
    await use(async (engine, width, { serviceWorkers = false, layoutShifts = false } = {}) => {
      const viewport = WIDTHS[width];
      const visitor =
        engine === 'chromium'
          ? await chromiumVisitor(browser, viewport, { serviceWorkers, layoutShifts }, isAllowed)
          : engine === 'firefox'
            ? await firefoxVisitor(await engineHosts.firefox(serviceWorkers), viewport, isAllowed)
            : await webkitVisitor(await engineHosts.webkit(), viewport, isAllowed);
      // Each action is a step of the test's report: a test that runs out of time says at which.
      const step =
        <A extends string[]>(name: string, act: (...args: A) => Promise<void>) =>
        (...args: A) =>
          test.step(`${engine}: ${name} ${args.join(' ')}`, () => act(...args));
      const stepped: Visitor = {
        ...visitor,
        // Addresses under the suite's server may be written from its root.
        // A page of the app is used once it is live (a server's first screen hydrated), as a visitor's tap is.
        open: step('open', async (address) => {
          await visitor.open(address.startsWith('/') ? `${baseURL}${address}` : address);
          await expect.poll(() => visitor.evaluate(() => document.getElementById('root')?.hasAttribute('data-live') ?? true), { timeout: 20_000 }).toBe(true);
        }),
        click: step('click', visitor.click),
        type: step('type', visitor.type),
        press: step('press', visitor.press),
      };
      opened.push(stepped);
      return stepped;
    });
    const problems: string[] = [];
    for (const visitor of opened) {
      problems.push(...(await visitor.errors()).map((line) => `${visitor.engine}: ${line}`));
      await visitor.close();
    }
    expect(problems, `The page reported errors:\n${problems.join('\n')}`).toEqual([]);
  },
});

export interface LaneTest {
  engine: EngineName;
  width: Width;
  /** A visitor's tab in this test's engine and size (another call: a second tab, in a context of its own). */
  open: (options?: VisitOptions) => Promise<Visitor>;
  allowErrors: (...patterns: Pattern[]) => void;
}

/**
 * Declares `body` once per engine of FLOW_ENGINES at its size (ENGINE_WIDTH), titled
 * `[engine size] title`; `widths` keeps a flow to the engines driven at those sizes.
 */
export function inOtherEngines(title: string, body: (lane: LaneTest) => Promise<void>, widths: readonly Width[] = ['phone', 'desktop']): void {
  for (const engine of FLOW_ENGINES) {
    const width = ENGINE_WIDTH[engine];
    if (!widths.includes(width)) continue;
    test(`[${engine} ${width}] ${title}`, async ({ visit, allowErrors }) => {
      // A flow makes several full loads: one of WebKit's ran out of the suite's 60 s under load
      // (the steps above now say where, should it again).
      test.setTimeout(90_000);
      await body({ engine, width, open: (options) => visit(engine, width, options), allowErrors });
    });
  }
}
