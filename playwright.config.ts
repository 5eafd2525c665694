// The servers tests start in their own workers (the sign-in specs', the points mall's, the
// record-and-replay's) render site pages as npm start does, with React's production build: the
// development one cost those specs 4% more machine time (50 -> 46 CPU-s of their workers, two rounds).
import './preview/server/productionMode';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './tests/e2e/previewSecret';

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT) || 4317;
const origin = `http://127.0.0.1:${PORT}`;

// End to end against the replay server (`npm start`'s server) in a real Chromium. Playwright's
// own browser downloads are unavailable, so we drive the system's: Debian's Chromium headless
// shell when installed, the same engine without the desktop browser around it (page loads take
// about 40% less machine time than in Chromium itself, which stands in when it is missing).
// CHROMIUM_PATH names another Chrome or Chromium binary.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The whole fault matrix: its own project, out of the default run. */
const FULL_FAULT_MATRIX = /faultMatrixFull\.spec\.ts$/;
/** The cross-engine lane (tests/e2e/engines/): its tests open Chromium, Firefox and WebKit themselves, at both sizes. */
const ENGINE_LANE = /engines\/.*\.spec\.ts$/;
const BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its outputDir before each run: a subfolder keeps unit.json and size.json.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Three workers on two cores: much of a Chromium test is waiting (a held request's 3 s limit, a
  // token's renewal, a provider's redirects), and the third fills those gaps. Measured here on
  // the fault and sign-in specs (51 tests): 211 s with two workers, 156 s with three; the whole
  // e2e stage 695 s, from 782-812 s with two in clean-clone runs. The cross-engine lane keeps two:
  // its Firefox and WebKit keep both cores busy (its route walk took 124 s with two, 139 s with three).
  workers: 3,
  // Assertions wait for a condition, never for a time: 10 s lets them hold on a busy two-core machine.
  expect: { timeout: 10_000 },
  // A cap, not a measure: a test with two sign-ins and axe takes 15 s quiet and twice that with both cores busy.
  timeout: 60_000,
  retries: 0,
  // A stray test.only would drop every other test from the totals, on any machine.
  forbidOnly: true,
  use: {
    baseURL: origin,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // Recording a trace for every test took a fifth of the suite's machine time (measured on 114
    // tests: 58 s of CPU with traces, 45 s without), and CI keeps none of them. To debug a
    // failure, rerun it with `--trace retain-on-failure`.
    trace: 'off',
    // No service worker unless a spec asks for it (offline, the update prompt, the deploy, an
    // order offline, the reports as a controlled page leaves): installing it in every test's
    // fresh context, with its precache and the pictures the page hands it, cost about a sixth of
    // the suite's CPU (news and speaker pages: 30-35 s of CPU blocked, 39-41 s with it). It also
    // keeps the worker's own requests, which page.route cannot see, out of the fault specs.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8's optimising compilers (Maglev, TurboFan) off: a test's page lives seconds, too short
        // for their background compiles to pay back on two busy cores. JavaScript behaves the
        // same; the speed figures are the benchmark's, which keeps them (tests/bench/). Measured
        // on the fault matrix and the layout-shift walk (36 tests, alternating, two rounds): the
        // renderers' thread pools 93 -> 63 s, their main threads unchanged, all processes 426 ->
        // 389 and 406 -> 358 CPU-s, wall time 231 -> 213 and 221 -> 198 s.
        '--js-flags=--no-maglev,--no-turbofan',
      ],
    },
  },
  projects: [
    // The cross-engine lane first: two workers take its long tests while the third runs Chromium's,
    // which then fill all three. Last, it ran alone on two workers for its final 260 s of a
    // clean-clone run (the third idle).
    { name: 'engines', testMatch: ENGINE_LANE, workers: 2 },
    // A test about one layout only says so in its title (@desktop, @mobile): the other project
    // does not collect it, rather than reporting it skipped. A test whose steps are the same at
    // both sizes (the content pages' searches and details, lists, sharing, the modules' links,
    // keys and clocks, hostile payloads, the mall's and the agenda's flows)
    // runs at desktop size only: what its page looks like at 375 px is its spec's own @mobile
    // tests', the layout-shift walk's (every route at both sizes) and the long-text walk's.
    { name: 'desktop', grepInvert: /@mobile/, testIgnore: [FULL_FAULT_MATRIX, ENGINE_LANE], use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: [FULL_FAULT_MATRIX, ENGINE_LANE],
      // A phone's browser tells the server it is one (its client hint), which draws the page's first screen for a phone.
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true, deviceScaleFactor: 2, extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' } },
    },
    // The whole fault matrix, `npm run test:faults` only (FAULT_MATRIX=1): far past the default run's budget.
    // The sign-in rows run whole there too (signInFaults.spec.ts sizes itself by FAULT_MATRIX).
    ...(process.env.FAULT_MATRIX ? [{ name: 'faults', testMatch: [FULL_FAULT_MATRIX, /signInFaults\.spec\.ts$/], use: { viewport: { width: 1440, height: 900 } } }] : []),
  ],
  webServer: {
    // The server builds the client when dist/ is stale and prints its URL once listening.
    command: `NO_BUILD=0 PORT=${PORT} node node_modules/tsx/dist/cli.mjs preview/server/main.ts`,
    env: { PREVIEW_SECRET: E2E_PREVIEW_SECRET },
    url: `${origin}/site/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Its stdout logs every request; stderr is enough to see why it did not start.
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
