// What every fuzz file does around its cases: a stage set up once, and a property checked whose
// shrunk counterexample, on failure, is written where it can be copied into the regression corpus.
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { COUNTS_DIR, type Target } from './budget';
import { Stage } from './stage';

/**
 * A stage for the file's cases, ready once `prepare` has run. React's and the modules' own error
 * logs are silenced: a case's crashes are read from the stage, not the console.
 */
export function fuzzStage(prepare: (stage: Stage) => Promise<void> = () => Promise.resolve()): { stage: Stage } {
  const suite = {} as { stage: Stage };
  beforeAll(async () => {
    initI18n('en-US');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    suite.stage = new Stage();
    await prepare(suite.stage);
  }, 120_000);
  afterAll(() => {
    suite.stage.close();
    vi.restoreAllMocks();
  });
  return suite;
}

/**
 * Runs `property` for `runs` cases. A failure throws fast-check's report, and its shrunk case is
 * written to test-results/fuzz/<target>-counterexample.json as a regression entry
 * (tests/fuzz/regressions.json) in waiting: add a `why` once the crash is understood and fixed.
 */
export async function checkProperty<T extends unknown[]>(target: Target, property: fc.IAsyncProperty<T>, runs: number): Promise<void> {
  const details = await fc.check(property, { numRuns: runs });
  if (!details.failed) return;
  fs.mkdirSync(COUNTS_DIR, { recursive: true });
  const file = path.join(COUNTS_DIR, `${target}-counterexample.json`);
  fs.writeFileSync(file, JSON.stringify({ target, why: '', args: details.counterexample, asCode: fc.stringify(details.counterexample) }, null, 2));
  throw new Error(`${await fc.asyncDefaultReportMessage(details)}\nShrunk case written to ${file}`);
}
