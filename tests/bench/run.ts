// `npm run bench`: Lighthouse on the product, on a plain React 19 reference page, on that page
// with the stack's libraries and on that page as static HTML with no script (the physical limit),
// alternating, three runs each per preset and once more on the phone with applied throttling,
// plus INP, the stress and programme pages, and the render service under load.
// It prints figures and never fails on them: timings on a shared machine are too noisy to
// gate on. It exits non-zero only when it cannot measure at all.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { launchBrowser, pageInp, programmeInp, stressFirstScreen, type FirstScreen } from './browser';
import { CHROMIUM_PATH, type LighthouseFigures, type Preset, runLighthouse } from './lighthouse';
import { writePerformanceDoc } from './performanceDoc';
import { measureRenderService, renderServiceLine } from './renderService';
import { measureWorkbench, workbenchLine, type WorkbenchFigures } from './workbench';
import { firstTapLine, measureFirstTap, type FirstTap } from './firstTap';
import { type Figures, median, type Row, table } from './report';
import { type Running, STACK_PAGE, STATIC_PAGE, startProduct, startReference } from './servers';

/** BENCH_RUNS=1 gives a quick look; docs/performance.md's figures are medians of 3. */
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const PRESETS: Preset[] = ['mobile', 'desktop'];
/**
 * The phone again with its network and CPU slowed for real (Lighthouse's `devtools` throttling),
 * on our home and the three references: Lantern, which the presets use, computes a slow load from
 * a fast one, whose graph does not hold that our code is asked for only once the hero picture
 * has painted (public/first-paint.js).
 */
const APPLIED: Preset = 'mobile';
/** The demo expo's home, by its plain address and by page id (the same page, the other route). */
const OURS = [
  { page: '/site/', path: '/site/' },
  { page: '?pageId=100101', path: '/site/pages/index/index?pageId=100101' },
];
/** The reference page with the stack's libraries: what the required libraries cost before any code of ours. */
const STACK = 'the stack alone';
/** The reference page as static HTML. */
const STATIC = 'static';
/** Our home with every script refused: what its HTML alone paints (issue 31: the same element, within 5 %). */
const BLOCKED = '/site/ with no script';
const STRESS = '/site/pages/index/index?siteId=9201&pageId=920101';
/** Loads of the home for the first-tap figure (issue 46: answered in 10 of 10). */
const FIRST_TAPS = 10;
const PROGRAMME = '/site/pages/index/index?siteId=9201&pageId=920102';

const log = (line: string) => console.error(line);

/** A run that fails is reported and left out of the median rather than stopping the bench. */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    log(`  ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

type Samples = Record<string, { lighthouse: (LighthouseFigures | null)[]; inp: (number | null)[] }>;

/** The element most runs named as the largest paint. */
function usualElement(samples: Samples[string]): string | null {
  const named = samples.lighthouse.flatMap((run) => (run?.lcpElement ? [run.lcpElement] : []));
  return named.sort((a, b) => named.filter((one) => one === b).length - named.filter((one) => one === a).length)[0] ?? null;
}

function medians(samples: Samples[string]): Figures {
  const pick = (metric: Exclude<keyof LighthouseFigures, 'lcpElement' | 'mainThread' | 'scripts' | 'scriptBeforeLcp'>) => median(samples.lighthouse.map((run) => run?.[metric] ?? null));
  return { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), inp: median(samples.inp) };
}

async function measure(product: Running, reference: Running, browser: Browser) {
  const targets: { key: string; url: string; blockScripts?: boolean }[] = [
    ...OURS.map(({ page, path }) => ({ key: page, url: product.origin + path })),
    { key: 'reference', url: `${reference.origin}/` },
    { key: STACK, url: reference.origin + STACK_PAGE },
    { key: STATIC, url: reference.origin + STATIC_PAGE },
    { key: BLOCKED, url: product.origin + OURS[0]!.path, blockScripts: true },
  ];
  const samples: Record<Preset, Samples> = { mobile: {}, desktop: {} };
  const applied: Samples = {};
  const appliedTargets = targets.filter(({ key }) => [OURS[0]!.page, 'reference', STACK, STATIC].includes(key));
  for (const preset of PRESETS) {
    for (const { key } of targets) samples[preset][key] = { lighthouse: [], inp: [] };
    // Alternating the pages spreads the machine's noise over both instead of onto one.
    for (let run = 1; run <= RUNS; run++) {
      for (const { key, url, blockScripts } of targets) {
        log(`${preset} run ${run}/${RUNS}: ${key}`);
        samples[preset][key]!.lighthouse.push(await attempt('Lighthouse', () => runLighthouse(url, preset, { blockScripts })));
        if (!blockScripts) samples[preset][key]!.inp.push(await attempt('INP', () => pageInp(browser, url, preset)));
      }
    }
  }
  for (const { key } of appliedTargets) applied[key] = { lighthouse: [], inp: [] };
  for (let run = 1; run <= RUNS; run++) {
    for (const { key, url } of appliedTargets) {
      log(`${APPLIED} applied run ${run}/${RUNS}: ${key}`);
      applied[key]!.lighthouse.push(await attempt('Lighthouse', () => runLighthouse(url, APPLIED, { throttling: 'applied' })));
    }
  }
  const stress: (FirstScreen | null)[] = [];
  const programme: (number | null)[] = [];
  const workbench: (WorkbenchFigures | null)[] = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`stress and programme pages, the workbench, run ${run}/${RUNS}`);
    stress.push(await attempt('stress page', () => stressFirstScreen(browser, product.origin + STRESS)));
    programme.push(await attempt('programme page', () => programmeInp(browser, product.origin + PROGRAMME)));
    workbench.push(await attempt('workbench', () => measureWorkbench(browser, product.origin)));
  }
  log(`the first tap, ${FIRST_TAPS} loads`);
  const firstTap: FirstTap[] = (await attempt('first tap', () => measureFirstTap(browser, product.origin + OURS[0]!.path, FIRST_TAPS))) ?? [];
  log('the render service under load');
  const renderService = await attempt('render service', () => measureRenderService(product.origin));
  return { targets, samples, applied, stress, programme, workbench, firstTap, renderService };
}

/** The median of each kind over the runs, the largest `most` first, as `name N ms`. */
function largest(tables: Record<string, number>[], most: number): string {
  const names = [...new Set(tables.flatMap((one) => Object.keys(one)))];
  const values = names.map((name) => ({ name, ms: median(tables.map((one) => one[name] ?? 0)) ?? 0 }));
  return values
    .sort((a, b) => b.ms - a.ms)
    .slice(0, most)
    .map(({ name, ms }) => `${name} ${Math.round(ms)} ms`)
    .join(', ');
}

/** The script each page had downloaded by its largest paint, per preset: our home, the plain page, the stack alone. */
function scriptBeforeLcpLine(samples: Record<Preset, Samples>): string {
  const kB = (key: string, preset: Preset) => {
    const bytes = median(samples[preset][key]!.lighthouse.map((run) => (run && Number.isFinite(run.scriptBeforeLcp) ? run.scriptBeforeLcp : null)));
    return `${key} ${bytes === null ? 'n/a' : `${(bytes / 1000).toFixed(1)} kB`}`;
  };
  return PRESETS.map((preset) => `${preset} ${[OURS[0]!.page, 'reference', STACK].map((key) => kB(key, preset)).join(', ')}`).join('; ');
}

/** Where the phone's main thread went on a page: what its TBT and score come from. */
function mainThreadLine(samples: Samples[string], page: string): string {
  const runs = samples.lighthouse.flatMap((run) => (run ? [run] : []));
  if (!runs.length) return `${page}: n/a`;
  return `${page}: ${largest(runs.map((run) => run.mainThread), 4)}; scripts evaluated: ${largest(runs.map((run) => run.scripts), 5)}`;
}

/** One preset's rows: each of our `pages` beside the reference and the static page, then the stack alone. */
function rowsOf(preset: Row['preset'], of: Samples, pages: string[]): Row[] {
  const reference = medians(of.reference!);
  const physical = medians(of[STATIC]!);
  return [
    ...pages.map((page) => ({ preset, page, ours: medians(of[page]!), reference, physical })),
    { preset, page: STACK, label: 'stack', ours: medians(of[STACK]!), reference },
  ];
}

function summary({ samples, applied, stress, programme, workbench, firstTap, renderService }: Awaited<ReturnType<typeof measure>>) {
  const rows: Row[] = [
    ...PRESETS.flatMap((preset) => rowsOf(preset, samples[preset], OURS.map(({ page }) => page))),
    ...rowsOf(`${APPLIED} applied`, applied, [OURS[0]!.page]),
  ];
  const firstScreen = median(stress.map((run) => run?.firstScreen ?? null));
  const longestTask = median(stress.map((run) => run?.longestTask ?? null));
  const programmeInp = median(programme);
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const blocked = PRESETS.map((preset) => {
    const withScript = samples[preset][OURS[0]!.page]!;
    const without = samples[preset][BLOCKED]!;
    const [lcp, lcpBlocked] = [medians(withScript).lcp, medians(without).lcp];
    const same = usualElement(withScript) !== null && usualElement(withScript) === usualElement(without);
    const ratio = lcp && lcpBlocked ? ` (${(lcpBlocked / lcp).toFixed(2)}×)` : '';
    return `${preset} ${ms(lcpBlocked)} against ${ms(lcp)} with script${ratio}, ${same ? 'the same element' : `another element (${usualElement(without)} against ${usualElement(withScript)})`}`;
  });
  const lines = [
    table(rows),
    '',
    `Our home with every script blocked (median of ${RUNS}): LCP ${blocked.join('; ')}`,
    `Script downloaded before the LCP (Lighthouse's own full-speed load, bytes as sent, medians of ${RUNS}): ${scriptBeforeLcpLine(samples)}`,
    `The phone's main thread (Lighthouse's mobile preset, medians of ${RUNS}): ${mainThreadLine(samples.mobile[OURS[0]!.page]!, OURS[0]!.page)}. ${mainThreadLine(samples.mobile[STACK]!, STACK)}`,
    `Stress page (200 modules, desktop, median of ${RUNS}): Page/Detail response → page:first-screen ${
      firstScreen === null ? 'n/a (no page:first-screen mark)' : ms(firstScreen)
    }; longest long task ${ms(longestTask)}`,
    `Programme (2,000 sessions, desktop, median of ${RUNS}): worst interaction ${
      programmeInp === null ? 'n/a (programme page not found)' : programmeInp === 0 ? '<16 ms' : ms(programmeInp)
    }`,
    workbenchLine(workbench, RUNS),
    firstTapLine(firstTap),
    renderServiceLine(renderService),
  ];
  return { rows, firstScreen, longestTask, programmeInp, renderService, text: lines.join('\n') };
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`No Chromium at ${CHROMIUM_PATH}: set CHROMIUM_PATH.`);
    return 1;
  }
  const started = Date.now();
  const running: Running[] = [];
  let browser: Browser | undefined;
  try {
    log('Starting the product server (builds dist/ when stale) and the reference page');
    const product = await startProduct();
    running.push(product);
    const reference = await startReference();
    running.push(reference);
    browser = await launchBrowser();
    const results = await measure(product, reference, browser);
    const { text, ...figures } = summary(results);
    console.log(`\n${text}\n`);
    mkdirSync('test-results', { recursive: true });
    const raw = { date: new Date().toISOString(), runs: RUNS, seconds: Math.round((Date.now() - started) / 1000), ...results, summary: figures };
    writeFileSync('test-results/bench.json', `${JSON.stringify(raw, null, 2)}\n`);
    writePerformanceDoc(text, RUNS, raw.seconds);
    log(`Raw figures in test-results/bench.json, the table in docs/performance.md (${raw.seconds} s)`);
    return 0;
  } catch (error) {
    log(`The bench could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await browser?.close();
    await Promise.all(running.map((server) => server.stop()));
  }
}

process.exitCode = await main();
