// `npm run fuzz`: the fuzz targets of tests/fuzz with FUZZ_RUNS cases across them (100,000 unless
// set; tests/fuzz/support/budget.ts shares them out), then each target's count, the total and the
// time taken. Fails when a target fails or the targets ran fewer cases than asked.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const COUNTS_DIR = 'test-results/fuzz';
const asked = Number(process.env.FUZZ_RUNS ?? 100_000);

rmSync(COUNTS_DIR, { recursive: true, force: true }); // never count a previous run's cases
const started = Date.now();
const { status } = spawnSync('node_modules/.bin/vitest', ['run', 'tests/fuzz'], { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(asked) } });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const counts = existsSync(COUNTS_DIR)
  ? readdirSync(COUNTS_DIR)
      .filter((file) => file.endsWith('.json') && !file.endsWith('-counterexample.json'))
      .map((file) => JSON.parse(readFileSync(`${COUNTS_DIR}/${file}`, 'utf8')))
  : [];
for (const { target, cases, outcomes } of counts) console.log(`${target}: ${cases} cases ${JSON.stringify(outcomes)}`);
const total = counts.reduce((sum, { cases }) => sum + cases, 0);
console.log(`fuzz total: ${total} cases of ${asked} asked, ${minutes} min, ${status === 0 ? 'no crash' : 'FAILED'}`);
process.exit(status === 0 && total >= asked ? 0 : 1);
