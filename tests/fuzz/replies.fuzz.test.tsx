// Property: whatever a content call answers (the recorded reply bent, another returnObj, or what
// is not JSON at all), a module that shows that content survives it: it shows the content, or
// says in the visitor's words that it could not, and nothing crashes. Each module type is
// watched once with the plain replay to learn which calls it makes; a case rewrites one of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyRegistry } from '../../renderer/registry';
import { runsOf, tally } from './support/budget';
import { rewrite, watchingFetch } from './support/fuzzedFetch';
import { eagerRegistry, exampleOf, modulePage, moduleTypes, replyOutcome, type ModuleCall } from './support/modulePage';
import { replayFetch } from '../unit/support/replayFetch';
import { checkProperty, fuzzStage } from './support/suite';

const RUNS = runsOf('replies');

let eager: AnyRegistry;
const loads: ModuleCall[] = [];
const suite = fuzzStage(async (stage) => {
  eager = await eagerRegistry();
  for (const type of moduleTypes) {
    for (const terminal of ['pc', 'mobile'] as const) {
      const seen = new Set<string>();
      stage.answer = watchingFetch(seen);
      await stage.show(modulePage(exampleOf(type, 'en-US'), terminal, eager, () => undefined));
      for (const call of seen) if (!loads.some((load) => load.type === type && load.call === call)) loads.push({ type, call });
    }
  }
  stage.answer = replayFetch;
});

describe('content replies under fuzzing', () => {
  it('are loaded by the modules that show them', () => {
    // The replay answers them all: a module whose calls went unseen would not be fuzzed here.
    expect(new Set(loads.map((load) => load.type))).toEqual(new Set(['speaker', 'partners', 'schedule', 'picture', 'video', 'document']));
  });

  it(`are shown or refused in words, never crash the module (${RUNS} cases)`, async () => {
    const outcomes: Record<string, number> = { rendered: 0, hidden: 0, 'left out': 0 };
    await checkProperty(
      'replies',
      fc.asyncProperty(fc.constantFrom(...loads), rewrite, fc.constantFrom('pc' as const, 'mobile' as const), async (load, change, terminal) => {
        outcomes[await replyOutcome(load, change, terminal, eager, suite.stage)]! += 1;
      }),
      RUNS,
    );
    tally('replies', outcomes);
    // The module's payload is the recorded example: whatever its content, it is on the page.
    expect(outcomes.rendered).toBe(RUNS);
  }, 3_600_000);
});
