// Property: whatever a gateway sends as a module (arbitrary values, or a real example with parts
// dropped, duplicated, retyped or replaced by hostile values), the page survives it: the module
// renders, is hidden by the organiser, or is left out with its fault reported. A throw while
// rendering a payload its schema accepted is a crash, even though its boundary keeps the page
// up. Modules that load content get the replay's recorded replies, so they are fuzzed with
// their data, not only while loading.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyRegistry } from '../../renderer/registry';
import { runsOf, tally } from './support/budget';
import { eagerRegistry, exampleOf, LANGUAGES, moduleOutcome, moduleTypes } from './support/modulePage';
import { mutate, mutations } from './support/mutate';
import { checkProperty, fuzzStage } from './support/suite';

const RUNS = runsOf('modules');

/** A real example edited: anything goes, or only values that keep their type (most of those still pass the schema). */
const mutatedExample = (edits: ReturnType<typeof mutations>) =>
  fc.record({ type: fc.constantFrom(...moduleTypes), language: fc.constantFrom(...LANGUAGES), edits }).map(({ type, language, edits: done }) => mutate(exampleOf(type, language), done));

const arbitraryModule = fc.oneof(
  fc.anything(),
  fc.record({ id: fc.oneof(fc.string(), fc.integer()), moduleType: fc.constantFrom(...moduleTypes, 'hologram'), config: fc.anything() }, { requiredKeys: [] }),
);

let eager: AnyRegistry;
const suite = fuzzStage(async () => {
  eager = await eagerRegistry();
});

describe('module payloads under fuzzing', () => {
  it(`render or are left out, never crash (${RUNS} cases)`, async () => {
    const outcomes: Record<string, number> = { rendered: 0, hidden: 0, 'left out': 0 };
    const payload = fc.oneof(
      { weight: 3, arbitrary: mutatedExample(mutations()) },
      { weight: 3, arbitrary: mutatedExample(mutations(8, ['sameType'])) },
      { weight: 1, arbitrary: arbitraryModule },
    );
    await checkProperty(
      'modules',
      fc.asyncProperty(payload, fc.constantFrom('pc' as const, 'mobile' as const), async (module, terminal) => {
        outcomes[await moduleOutcome(module, terminal, eager, suite.stage)]! += 1;
      }),
      RUNS,
    );
    tally('modules', outcomes);
    expect(outcomes.rendered).toBeGreaterThan(0);
    expect(outcomes['left out']).toBeGreaterThan(0);
  }, 3_600_000);
});
