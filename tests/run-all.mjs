// `npm test`: every suite in order, carrying on after a failure so one run shows everything.
// Suites in one stage run side by side: typecheck and lint each keep one of the two cores busy, and
// together took 40 s instead of 56 s one after the other (build and stories together saved
// under a second: they stay apart).
// typecheck, lint, build, server build, stories and size count as one test each; unit and e2e count the tests in their
// JSON reports. A suite that runs no test fails: an empty report must never pass for a green one.
// The last line printed is always `N passed, N failed, N skipped`.
import { accessSync, constants, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const UNIT_REPORT = 'test-results/unit.json';
const E2E_REPORT = 'test-results/e2e.json';
// The size check measures in Chromium, as Lighthouse does; the e2e suite prefers its headless
// shell (playwright.config.ts) and needs Chromium either way.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The cross-engine lane of the e2e suite (tests/e2e/engines/) drives these too.
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

const stages = [
  [
    { name: 'typecheck', bin: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', bin: 'eslint', args: ['.'] },
  ],
  [
    {
      name: 'unit',
      bin: 'vitest',
      args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_REPORT}`],
      report: UNIT_REPORT,
      count: unitCounts,
    },
  ],
  [
    { name: 'build', bin: 'vite', args: ['build'] },
    // The app's build for the server, which renders a site page's first screen (dist-server/):
    // beside the browser's, as the size check's server would otherwise build both again.
    { name: 'server build', bin: 'vite', args: ['build', '-c', 'vite.server.config.ts'] },
  ],
  [
    // Every Ladle story compiles (Ladle runs its own Vite; output kept out of dist/).
    { name: 'stories', bin: 'ladle', args: ['build', '-o', 'build/ladle'] },
    // Gzip bytes of the code the home page downloads before its first screen, counted in Chromium.
    // Mostly waiting (a server, a browser, two loads): beside the stories, the two took 9.9 s
    // instead of 6.6 s + 7.1 s, and the count was the same (173.1 kB in 9 files on a desktop).
    { name: 'size', bin: 'tsx', args: ['tests/bench/size.ts'], precondition: () => browserPresent(CHROMIUM, 'chromium') },
  ],
  [
    {
      name: 'e2e',
      bin: 'playwright',
      args: ['test'],
      report: E2E_REPORT,
      count: e2eCounts,
      precondition: () =>
        browserPresent(CHROMIUM, 'chromium') ?? browserPresent(FIREFOX, 'firefox-esr') ?? browserPresent(WEBKIT_DRIVER, 'webkit2gtk-driver') ?? browserPresent(XVFB_RUN, 'xvfb'),
    },
  ],
];

/** Vitest's JSON (Jest's shape); a file that fails to load has no failed test, so it counts as one. */
function unitCounts(report) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON; errors outside any test (e.g. the web server did not start) count one each. */
function e2eCounts(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  if (flaky > 0) warnings.push(`e2e: ${flaky} flaky test(s) passed only on retry`);
  const errors = report.errors.length;
  const note = errors ? `${errors} error(s) outside any test, e.g. a spec that failed to load` : undefined;
  return { passed: expected + flaky, failed: unexpected + errors, skipped, note };
}

function browserPresent(path, debianPackage) {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `Nothing at ${path}. Install it with: apt-get install -y ${debianPackage} (bash .ci/run installs what is missing).`;
  }
}

const heading = (suite) => `\n━━ ${suite.name}: ${[suite.bin, ...suite.args].join(' ')}`;

/**
 * Runs a suite's command: alone, its output as it comes; beside another, its output held and
 * printed whole under its heading once it ends, so the two never interleave.
 */
function runCommand(suite, alone) {
  if (alone) console.log(heading(suite));
  const bin = suite.bin === 'node' ? process.execPath : `node_modules/.bin/${suite.bin}`;
  const child = spawn(bin, suite.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (status, error) => {
      if (!alone) console.log(`${heading(suite)}\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve({ status, error });
    };
    child.on('error', (error) => end(null, error));
    child.on('close', (status) => end(status, undefined));
  });
}

async function run(suite, alone) {
  const problem = suite.precondition?.();
  if (problem) {
    console.error(problem);
    return { passed: 0, failed: 1, skipped: 0, note: problem };
  }
  if (suite.report) rmSync(suite.report, { force: true }); // never count a previous run's report
  const { status, error } = await runCommand(suite, alone);
  const ok = status === 0 && !error;
  if (!suite.count) return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };

  let counts;
  try {
    counts = suite.count(JSON.parse(readFileSync(suite.report, 'utf8')));
  } catch (reason) {
    return { passed: 0, failed: 1, skipped: 0, note: `no readable report at ${suite.report} (${reason.message})` };
  }
  // A non-zero exit the report does not explain is still a failure.
  if (!ok && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${status}, no failed test in report` };
  if (counts.passed + counts.failed + counts.skipped === 0) return { ...counts, failed: 1, note: 'no test ran' };
  return counts;
}

const warnings = [];
const results = [];
for (const stage of stages) {
  const timed = async (suite) => {
    const started = Date.now();
    const result = await run(suite, stage.length === 1);
    return { suite: suite.name, ...result, seconds: Math.round((Date.now() - started) / 1000) };
  };
  results.push(...(await Promise.all(stage.map(timed))));
}

const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const skipped = total('skipped');
if (skipped > 0) warnings.push(`${skipped} test(s) skipped: there must be none`);

const columns = ['suite', 'passed', 'failed', 'skipped', 'seconds', 'note'];
const rows = [columns, ...results.map((result) => columns.map((column) => String(result[column] ?? '')))];
const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index].length)));
console.log('');
for (const row of rows) console.log(row.map((cell, index) => cell.padEnd(widths[index])).join('  ').trimEnd());
for (const warning of warnings) console.warn(`warning: ${warning}`);
const failed = total('failed');
console.log(`${total('passed')} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || skipped > 0 ? 1 : 0;
