// The lane's WebKit, the engine of every iPhone browser: Debian's WebKitGTK (webkit2gtk-driver)
// through selenium-webdriver. WebKitWebDriver speaks WebDriver classic only: asked for BiDi
// (`webSocketUrl`) it answers "Failed to match capabilities", so there is no preload script and
// no console to listen to, and MiniBrowser under automation ignores its
// --enable-write-console-messages-to-stdout switch (both tried here). The page's errors are
// recorded by a listener the lane adds after each load (see ERROR_RECORDER): an error thrown
// before the load event shows only as the content it breaks, which every lane test checks.
// MiniBrowser has no headless mode ("Unknown option"): it runs under Xvfb, on a screen large
// enough for the desktop size. Its window goes no narrower than 447 px: a phone is that wide.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { freePort, waitUntilAnswers } from '../../support/listening';
import type { Viewport } from './chromiumVisitor';
import { VISITOR_ZONE } from './zone';
import type { Key, Visitor } from './visitor';

const WEBKIT_DIR = process.env.WEBKIT_DIR ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

export interface WebKitDriverService {
  url: string;
  /** The last lines the driver, its browsers and Xvfb wrote. */
  said(): string;
  stop(): void;
}

/** WebKitWebDriver on a free port under its own Xvfb display, one per worker. */
export async function startWebKitDriver(): Promise<WebKitDriverService> {
  const port = await freePort();
  // What the driver, its browsers and Xvfb say goes to a file of their own, for a session that does not come.
  const log = join(tmpdir(), `webkit-driver-${port}.log`);
  const output = openSync(log, 'a');
  // -noreset: by default Xvfb resets when its last client leaves, and a client that connects
  // during the reset is dropped (xorg/xserver#1102). Each test's quit closes the last MiniBrowser
  // and the next test's opens one at once: in a clean-clone CI run a MiniBrowser said "cannot open
  // display", and the driver waited for it until the test's timeout. Measured here with four
  // loops of xdpyinfo: 18 of 600 connections refused by a default Xvfb, 0 of 600 with -noreset.
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-e', log, '-s', '-screen 0 1920x1080x24 -noreset', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: ['ignore', output, output],
    detached: true,
    // JavaScriptCore's optimising tiers (DFG, FTL) off, for the reason Firefox's Ion is (firefoxVisitor.ts):
    // MiniBrowser and its web processes inherit the driver's environment.
    env: { ...process.env, TZ: VISITOR_ZONE, JSC_useDFGJIT: 'false', JSC_useFTLJIT: 'false' },
  });
  closeSync(output);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${url}/status`, 30_000, child, 'WebKitWebDriver');
  return {
    url,
    said: () => readFileSync(log, 'utf8').trim().split('\n').slice(-5).join(' | ') || 'nothing',
    // xvfb-run, Xvfb and the driver are one process group.
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** Errors from here on, kept on the window for `errors()` to read. */
function ERROR_RECORDER(): void {
  const page = window as unknown as { __laneErrors?: string[] };
  if (page.__laneErrors) return;
  const seen: string[] = (page.__laneErrors = []);
  addEventListener('error', (event) => seen.push(`uncaught ${event.message} (on ${location.href})`));
  addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection ${String((event.reason as Error)?.message ?? event.reason)} (on ${location.href})`));
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console.error ${args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')} (on ${location.href})`);
    logError(...args);
  };
}

const SELENIUM_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
};

/** MiniBrowser starts in 1–3 s here, about 10 s on a loaded machine. */
const SESSION_START_MS = 45_000;

/** Resolves whether arguments[0] stayed where it was over ten animation frames. */
const STILL_FOR_TEN_FRAMES = `
  const element = arguments[0];
  const where = () => { const box = element.getBoundingClientRect(); return box.left + ',' + box.top; };
  const first = where();
  return new Promise((resolve) => {
    let frames = 0;
    const next = () => (where() !== first ? resolve(false) : ++frames === 10 ? resolve(true) : requestAnimationFrame(next));
    requestAnimationFrame(next);
  });`;

export async function webkitVisitor(service: WebKitDriverService, viewport: Viewport, isAllowed: (line: string) => boolean): Promise<Visitor> {
  // The driver waits for ever for a MiniBrowser that cannot start (one that found no display
  // waited out the test's timeout): a session that has not come in 45 s fails, saying why.
  let waited: NodeJS.Timeout | undefined;
  const driver: WebDriver = await Promise.race([
    new Builder()
      .usingServer(service.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: `${WEBKIT_DIR}/MiniBrowser`, args: ['--automation'] },
      })
      .build(),
    new Promise<never>((_, reject) => {
      waited = setTimeout(() => reject(new Error(`No WebKit session in ${SESSION_START_MS / 1000} s; the driver's log ends: ${service.said()}`)), SESSION_START_MS);
    }),
  ]).finally(() => clearTimeout(waited));
  await driver.manage().window().setRect({ x: 0, y: 0, ...viewport });
  // Each command waits for the page's navigation to complete first (WebDriver's rule), up to the
  // page-load timeout: WebDriver's default of 300 s let one stalled load (seen once, a sign-in's
  // return under load) hold a command past the test's own timeout, with no word of where. 20 s
  // fails the command instead, and a poll looks again.
  await driver.manage().setTimeouts({ pageLoad: 20_000, script: 20_000 });
  /** What earlier documents of this tab recorded, read before each full load replaces them. */
  const earlier: string[] = [];
  const recorded = async (): Promise<string[]> => {
    try {
      return ((await driver.executeScript('return window.__laneErrors || []')) as string[]).filter((line) => !isAllowed(line));
    } catch {
      return [];
    }
  };
  // Every look at the page records its errors from then on, after a navigation by a click too.
  const evaluate = <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> =>
    driver.executeScript(`(${ERROR_RECORDER.toString()})(); return (${fn.toString()})(arguments[0])`, arg) as Promise<R>;
  const keys = (...sequence: string[]) => driver.actions({ async: true }).sendKeys(...sequence).perform();
  return {
    engine: 'webkit',
    open: async (address) => {
      earlier.push(...(await recorded()));
      await driver.get(address);
      await evaluate(() => undefined);
    },
    evaluate,
    click: async (selector) => {
      const element = await driver.findElement(By.css(selector));
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', element);
      // This WebKit has no scroll anchoring: content still arriving above the element moves it, and
      // a press on it released over its neighbour clicks their common parent (seen once on the video
      // player's button, 132 ms between the two). The click waits until ten frames find it in place.
      await driver.wait(() => driver.executeScript<boolean>(STILL_FOR_TEN_FRAMES, element), 10_000, `${selector} kept moving`);
      await element.click();
    },
    type: (text) => keys(text),
    press: async (key) => {
      if (key !== 'Shift+Tab') return keys(SELENIUM_KEYS[key]);
      await driver.actions({ async: true }).keyDown(SeleniumKey.SHIFT).sendKeys(SeleniumKey.TAB).keyUp(SeleniumKey.SHIFT).perform();
    },
    errors: async () => [...earlier, ...(await recorded())],
    close: () => driver.quit(),
  };
}
