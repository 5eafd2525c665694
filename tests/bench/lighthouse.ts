// One Lighthouse navigation in a fresh Chromium (no cache, no profile). Mobile is Lighthouse's
// default config (a mid-range phone, simulated throttling); desktop its desktop config.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { temporaryFolders } from '../support/temporaryFolders';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The largest paint's element, as Lighthouse names it (a CSS selector). */
  lcpElement: string | null;
  /** Where the main thread's time went, ms by kind (Lighthouse's mainthread-work-breakdown: script evaluation, style and layout, …). */
  mainThread: Record<string, number>;
  /** Each script's evaluation, ms by its file's name without the build's hash (bootup-time). */
  scripts: Record<string, number>;
  /** Script bytes (as transferred) whose download had ended when the largest paint was painted, in Lighthouse's own load. */
  scriptBeforeLcp: number;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How Lighthouse slows the load: `simulated` (its default, Lantern) loads at full speed and
 * computes the phone's figures from that load's graph of requests and tasks; `applied` (DevTools)
 * slows the network and the CPU for real while the page loads.
 */
export type Throttling = 'simulated' | 'applied';

/** `blockScripts`: every script refused, as a browser that runs none (or before any has come) sees the page. */
export async function runLighthouse(
  url: string,
  preset: Preset,
  { blockScripts = false, throttling = 'simulated' }: { blockScripts?: boolean; throttling?: Throttling } = {},
): Promise<LighthouseFigures> {
  // chrome-launcher ends Chromium with SIGKILL, which leaves the folder Chromium keeps its profile's
  // lock in (org.chromium.Chromium.*, in TMPDIR): each run gets a TMPDIR of its own, removed after.
  const chromiumTemp = temporaryFolders('bench-chromium-');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    envVars: { ...process.env, TMPDIR: chromiumTemp.fresh() },
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns: blockScripts ? ['*.js'] : undefined,
        throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: categories.performance?.score ?? null,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
      mainThread: tableOf(audits['mainthread-work-breakdown']?.details, 'groupLabel', 'duration'),
      scripts: tableOf(audits['bootup-time']?.details, 'url', 'scripting', fileName),
      scriptBeforeLcp: scriptBeforeLcp(audits['metrics']?.details, audits['network-requests']?.details),
    };
  } finally {
    chrome.kill();
    chromiumTemp.removeAll();
  }
}

/**
 * The script a page had downloaded by its largest paint (issue 31: none before it), in the load
 * Lighthouse observed (at full speed where it simulates the phone). That load's own clock orders
 * the two: the paint from the navigation's start (`metrics`), each download's end from the
 * document's request (`network-requests`), a few milliseconds later.
 */
function scriptBeforeLcp(metrics: unknown, requests: unknown): number {
  const lcp = (metrics as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof lcp !== 'number') return Number.NaN;
  const downloads = (requests as { items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[] } | undefined)?.items ?? [];
  return downloads
    .filter((download) => download.resourceType === 'Script' && (download.networkEndTime ?? Number.POSITIVE_INFINITY) <= lcp)
    .reduce((bytes, download) => bytes + (download.transferSize ?? 0), 0);
}

/** The selector of the LCP element in Lighthouse's audit details (a table of tables), if any. */
function lcpElementOf(details: unknown): string | null {
  const first = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0];
  return first?.node?.selector ?? null;
}

/** A file's name from its address, without the hash a build gives it (`framework-Ab12Cd34.js` is `framework.js`); the page itself is "the document". */
const fileName = (address: string) => (address.split('?')[0]!.split('/').at(-1) || 'the document').replace(/-[\w-]{8}(\.js)$/, '$1');

/** An audit's table as `{ [key]: value }`, rows of one key added together. */
function tableOf(details: unknown, key: string, value: string, name = (text: string) => text): Record<string, number> {
  const found: Record<string, number> = {};
  for (const item of (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) {
    const label = item[key];
    const amount = item[value];
    if (typeof label === 'string' && typeof amount === 'number') found[name(label)] = (found[name(label)] ?? 0) + amount;
  }
  return found;
}
