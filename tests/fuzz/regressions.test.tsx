// The fuzz's verdict, checked on cases we know: a module that throws while rendering a payload its
// schema accepted fails the case although its boundary keeps the page up, and every shrunk case a
// fuzz run once failed on (tests/fuzz/regressions.json, each with why it failed) passes again.
import { describe, expect, it, vi } from 'vitest';
import type { AnyRegistry } from '../../renderer/registry';
import type { Terminal } from '../../schemas/page';
import type { Rewrite } from './support/fuzzedFetch';
import { eagerRegistry, exampleOf, moduleOutcome, replyOutcome, type ModuleCall } from './support/modulePage';
import { pageOutcome, preloadModules, type PageCall } from './support/sitePages';
import { fuzzStage } from './support/suite';
import corpus from './regressions.json' with { type: 'json' };

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

type Kept =
  | { target: 'modules'; why: string; args: [unknown, Terminal] }
  | { target: 'replies'; why: string; args: [ModuleCall, Rewrite, Terminal] }
  | { target: 'pages'; why: string; args: [PageCall, Rewrite] };

let eager: AnyRegistry;
const suite = fuzzStage(async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
  eager = await eagerRegistry();
  await preloadModules();
});

describe('the fuzz verdict', () => {
  it('fails a case whose module throws on a payload its schema accepted, though the page stays up', async () => {
    const throwing: AnyRegistry = {
      ...eager,
      description: {
        ...eager.description!,
        component: () => {
          throw new Error('cannot read the payload');
        },
      },
    };
    await expect(moduleOutcome(exampleOf('description', 'en-US'), 'pc', throwing, suite.stage)).rejects.toThrow(/^a crash/);
    expect(suite.stage.crashes).toEqual([{ where: 'boundary', message: expect.stringContaining('cannot read the payload') }]);
    // The same payload with the real component renders.
    expect(await moduleOutcome(exampleOf('description', 'en-US'), 'pc', eager, suite.stage)).toBe('rendered');
  });

  it.each((corpus as Kept[]).map((kept) => [kept.why, kept] as const))('passes the kept case: %s', async (_, kept) => {
    const outcome =
      kept.target === 'modules'
        ? await moduleOutcome(...kept.args, eager, suite.stage)
        : kept.target === 'replies'
          ? await replyOutcome(...kept.args, eager, suite.stage)
          : await pageOutcome(...kept.args, session, suite.stage);
    expect(outcome).toBeTruthy();
  });
});
