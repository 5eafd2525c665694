// Benchmark (figures, never a pass/fail on time): parse and render the stress bundle's page of
// 200 modules, as the client does: the first screen at once, the rest in groups after each
// frame. Prints medians and writes test-results/render-bench.json.
import fs from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureBundles, response } from '../../fixtures/index';
import { FIRST_BATCH } from '../../renderer/order';
import { placeModule, PageRenderer } from '../../renderer/PageRenderer';
import { RendererProvider } from '../../renderer/context';
import type { AnyRegistry } from '../../renderer/registry';
import { moduleEnvelope, pageDetailList } from '../../schemas/page';
import { initI18n } from '../../src/i18n';
import { registry } from '../../src/modules/registry';
import { exampleServices } from '../support/exampleServices';
import { ModuleHostProvider } from '../../src/site/host';
import { exampleHost } from '../support/kitchenSink';
import { STRESS } from '../support/generatedFixtures';

// Five rounds: a steady median for a figure the test command prints, at a third of fifteen's time.
const ROUNDS = 5;
const components = import.meta.glob<{ default: AnyRegistry[string]['component'] }>('../../src/modules/*/index.tsx');
let eager: AnyRegistry;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

beforeAll(async () => {
  initI18n('en-US');
  vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
  const lazyRegistry: AnyRegistry = registry;
  const loaded = await Promise.all(Object.keys(lazyRegistry).map(async (type) => [type, (await components[`../../src/modules/${type}/index.tsx`]!()).default] as const));
  eager = Object.fromEntries(loaded.map(([type, component]) => [type, { ...lazyRegistry[type]!, component }]));
});
afterAll(() => vi.unstubAllGlobals());

describe(`render benchmark: ${STRESS.modules} modules on one page`, () => {
  it('parses and renders the stress page, printing milliseconds', async () => {
    const stress = fixtureBundles().get('stress')!;
    const reply = (response(stress, 'Page', 'Detail', STRESS.pageId) as { returnObj: unknown }).returnObj;

    const parseTimes: number[] = [];
    let modules: unknown[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      modules = pageDetailList.parse(reply)[0]!.modules;
      const placed = modules.map((raw) => placeModule(moduleEnvelope.parse(raw), eager));
      parseTimes.push(performance.now() - started);
      expect(placed.every((entry) => entry.ok)).toBe(true);
    }

    const renderTimes: number[] = [];
    const wholePageTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      const started = performance.now();
      act(() =>
        root.render(
          <RendererProvider services={exampleServices('pc')}>
            <ModuleHostProvider host={exampleHost('en-US')}>
              <PageRenderer modules={modules} registry={eager} />
            </ModuleHostProvider>
          </RendererProvider>,
        ),
      );
      renderTimes.push(performance.now() - started);
      expect(host.querySelectorAll('[data-module-type]')).toHaveLength(FIRST_BATCH);
      await waitFor(() => expect(host.querySelectorAll('[data-module-type]')).toHaveLength(STRESS.modules), { timeout: 120_000, interval: 5 });
      wholePageTimes.push(performance.now() - started);
      act(() => root.unmount());
      host.remove();
    }

    const figures = {
      modules: STRESS.modules,
      rounds: ROUNDS,
      parseMedianMs: +median(parseTimes).toFixed(2),
      firstScreenMedianMs: +median(renderTimes).toFixed(2),
      wholePageMedianMs: +median(wholePageTimes).toFixed(2),
    };
    console.info(
      `render benchmark: ${figures.modules} modules, parse ${figures.parseMedianMs} ms, first screen ${figures.firstScreenMedianMs} ms, whole page ${figures.wholePageMedianMs} ms including the frames between groups (median of ${ROUNDS}, jsdom)`,
    );
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/render-bench.json', `${JSON.stringify(figures, null, 2)}\n`);
  }, 300_000);
});
