// Property: whatever a gateway sends as a module (arbitrary values, or a real example with
// parts deleted or replaced by hostile values), rendering it never throws out of the page: the
// module renders, or it is left out and reported. 10,000 cases per run.
import fc from 'fast-check';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from '../../renderer/PageRenderer';
import { RendererProvider } from '../../renderer/context';
import type { ModuleFault } from '../../renderer/faults';
import type { AnyRegistry } from '../../renderer/registry';
import { moduleEnvelope } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { initI18n } from '../../src/i18n';
import { registry } from '../../src/modules/registry';
import { exampleServices } from '../support/exampleServices';
import { ModuleHostProvider } from '../../src/site/host';
import { exampleHost } from '../support/kitchenSink';

const RUNS = 10_000;
const types = Object.keys(registry);
const components = import.meta.glob<{ default: AnyRegistry[string]['component'] }>('../../src/modules/*/index.tsx');
const exampleFiles = import.meta.glob<Record<string, Record<LanguageCode, unknown>>>('../../src/modules/*/example.ts', { eager: true });

/** The registry with components loaded up front: no Suspense between a case and its verdict. */
let eager: AnyRegistry;

/** Values a hostile or broken gateway might put anywhere. */
const hostile = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>1</script>', '<img src=x onerror=alert(1)>', '', ' ', '\u0000', '9'.repeat(400)),
  fc.constantFrom(Number.NaN, Infinity, -1, 1e21, 0.5),
  fc.constantFrom(null, undefined, [], {}, true),
);

/** Every path to a value inside `value`. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

function mutate(value: unknown, mutations: { pick: number; remove: boolean; replacement: unknown }[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const { pick, remove, replacement } of mutations) {
    const all = paths(copy).filter((path) => path.length > 0);
    const path = all[pick % all.length];
    if (!path) continue;
    const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
    const last = path.at(-1)!;
    if (remove) delete parent[last];
    else parent[last] = replacement;
  }
  return copy;
}

const mutatedExample = fc
  .record({
    type: fc.constantFrom(...types),
    language: fc.constantFrom<LanguageCode>('zh-CN', 'en-US', 'zh-HK', 'pt-PT'),
    mutations: fc.array(fc.record({ pick: fc.nat(), remove: fc.boolean(), replacement: hostile }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ type, language, mutations }) => mutate(exampleFiles[`../../src/modules/${type}/example.ts`]![`${type}Examples`]![language], mutations));

const arbitraryModule = fc.oneof(
  fc.anything(),
  fc.record({ id: fc.oneof(fc.string(), fc.integer()), moduleType: fc.constantFrom(...types, 'hologram'), config: fc.anything() }, { requiredKeys: [] }),
);

beforeAll(async () => {
  initI18n('en-US');
  // Gateway content never arrives here: the property is about payloads, not replies.
  vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loaded = await Promise.all(types.map(async (type) => [type, (await components[`../../src/modules/${type}/index.tsx`]!()).default] as const));
  const lazyRegistry: AnyRegistry = registry;
  eager = Object.fromEntries(loaded.map(([type, component]) => [type, { ...lazyRegistry[type]!, component }]));
});
afterAll(() => vi.restoreAllMocks());

describe('module payloads under fuzzing', () => {
  it(`never throw out of the page (${RUNS} cases)`, () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let rendered = 0;
    let leftOut = 0;
    fc.assert(
      fc.property(fc.oneof(mutatedExample, arbitraryModule), fc.constantFrom('pc' as const, 'mobile' as const), (payload, terminal) => {
        const faults: ModuleFault[] = [];
        act(() =>
          root.render(
            <RendererProvider services={{ ...exampleServices(terminal, (fault) => faults.push(fault)), mode: 'live' }}>
              <ModuleHostProvider host={exampleHost('en-US')}>
                <PageRenderer modules={[payload]} registry={eager} />
              </ModuleHostProvider>
            </RendererProvider>,
          ),
        );
        const shown = host.querySelectorAll('[data-module-type]').length;
        // Exactly one outcome: shown, hidden by the organiser, or left out with its fault reported.
        const envelope = moduleEnvelope.safeParse(payload);
        const hidden = envelope.success && envelope.data.isHide;
        expect(shown === 1 || hidden || faults.length > 0).toBe(true);
        if (shown) rendered += 1;
        else leftOut += 1;
      }),
      { numRuns: RUNS },
    );
    act(() => root.unmount());
    console.info(`fuzz: ${rendered} rendered, ${leftOut} left out of ${RUNS}`);
    expect(rendered).toBeGreaterThan(0);
    expect(leftOut).toBeGreaterThan(0);
  }, 300_000);
});
