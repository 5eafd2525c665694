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
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `blockScripts`: every script refused, as a browser that runs none (or before any has come) sees the page. */
export async function runLighthouse(url: string, preset: Preset, { blockScripts = false } = {}): Promise<LighthouseFigures> {
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
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', blockedUrlPatterns: blockScripts ? ['*.js'] : undefined },
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
    };
  } finally {
    chrome.kill();
    chromiumTemp.removeAll();
  }
}

/** The selector of the LCP element in Lighthouse's audit details (a table of tables), if any. */
function lcpElementOf(details: unknown): string | null {
  const first = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0];
  return first?.node?.selector ?? null;
}
