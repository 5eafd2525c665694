// How many cases each fuzz target runs. `npm run fuzz` sets FUZZ_RUNS (100,000 by default there)
// for the whole run; the default test run keeps a small share. Each target takes its weight's
// part, writes how many it ran to test-results/fuzz/<target>.json and prints it, and the fuzz
// script adds them up.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The cases of the default run, across every target: a smoke share (about 10 s of the unit
 * stage on two cores; 2,000 took 22 s, when the whole test command had to fit 15 minutes).
 */
const DEFAULT_TOTAL = 800;

/** Each target's share of the total: a page render costs tens of module renders. */
const WEIGHTS = { modules: 0.75, replies: 0.15, pages: 0.1 } as const;
export type Target = keyof typeof WEIGHTS;

export function runsOf(target: Target): number {
  const total = Number(process.env.FUZZ_RUNS ?? DEFAULT_TOTAL);
  if (!Number.isInteger(total) || total <= 0) throw new Error(`FUZZ_RUNS must be a positive whole number, not ${process.env.FUZZ_RUNS}`);
  return Math.max(1, Math.round(total * WEIGHTS[target]));
}

export const COUNTS_DIR = 'test-results/fuzz';

/** Says how many cases a target ran and how they ended. */
export function tally(target: Target, outcomes: Record<string, number>): void {
  const cases = Object.values(outcomes).reduce((sum, n) => sum + n, 0);
  fs.mkdirSync(COUNTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(COUNTS_DIR, `${target}.json`), JSON.stringify({ target, cases, outcomes }));
  console.info(`fuzz ${target}: ${cases} cases (${Object.entries(outcomes).map(([outcome, n]) => `${n} ${outcome}`).join(', ')})`);
}
