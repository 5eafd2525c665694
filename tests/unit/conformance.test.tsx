// One suite over every registered module type, as a theme conformance suite runs over every
// theme: adding a type without its schema, definition, story, examples, texts and kitchen-sink entry fails.
import { act, render, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { PageRenderer } from '../../renderer/PageRenderer';
import { RendererProvider } from '../../renderer/context';
import type { ModuleFault } from '../../renderer/faults';
import { moduleSchemas } from '../../schemas/modules/index';
import { moduleEnvelope, type Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { initI18n } from '../../src/i18n';
import { languages } from '../../src/i18n/languages';
import { definitions } from '../../src/modules/definitions';
import type { ModuleTypeDefinition } from '../../src/modules/defineModule';
import { registry } from '../../src/modules/registry';
import { routePaths } from '../../src/site/routes';
import { exampleServices } from '../support/exampleServices';
import { ModuleHostProvider } from '../../src/site/host';
import { exampleHost } from '../support/kitchenSink';
import { replayFetch } from './support/replayFetch';

const MODULES_DIR = path.resolve(__dirname, '../../src/modules');
const KITCHEN_SINK_DETAIL = path.resolve(__dirname, '../../fixtures/kitchen-sink/Page/Detail');

type Examples = Record<LanguageCode, unknown>;
const definitionOf = (type: string) => definitions[type as keyof typeof definitions] as ModuleTypeDefinition<z.ZodMiniType>;

const types = Object.keys(registry);
/** Every type's examples, as its definition loads them. */
const examples = new Map<string, Examples>();
const examplesOf = (type: string) => examples.get(type);
const terminals: Terminal[] = ['pc', 'mobile'];

function renderModule(payload: unknown, terminal: Terminal, language: LanguageCode, onFault: (fault: ModuleFault) => void) {
  return render(
    <RendererProvider services={exampleServices(terminal, onFault)}>
      <ModuleHostProvider host={exampleHost(language)}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
}

beforeAll(async () => {
  for (const type of types) examples.set(type, await definitionOf(type).examples());
  vi.stubGlobal('fetch', replayFetch);
  initI18n('en-US');
});
afterAll(() => vi.unstubAllGlobals());

describe.each(types)('module type %s', (type) => {
  const schema = (moduleSchemas as Record<string, z.ZodMiniType>)[type];

  it('has its definition in its folder, with its schema from schemas/modules, and the registry renders from it', () => {
    expect(fs.existsSync(path.join(MODULES_DIR, type, 'definition.ts')), `src/modules/${type}/definition.ts is missing`).toBe(true);
    expect(schema).toBeDefined();
    const definition = definitionOf(type);
    expect(definition.schema).toBe(schema);
    const rendered = registry[type as keyof typeof registry];
    expect(rendered.schema).toBe(schema);
    expect(rendered.listRoute).toBe(definition.listRoute);
    if (definition.listRoute) expect(routePaths).toContain(definition.listRoute);
    if (definition.contentInConfig) expect(definition.listRoute, 'content in config is about its list page').toBeDefined();
  });

  it('has a Ladle story per language and viewport', () => {
    const file = path.join(MODULES_DIR, type, `${type}.stories.tsx`);
    expect(fs.existsSync(file), `${file} is missing`).toBe(true);
    const story = fs.readFileSync(file, 'utf8');
    for (const { code } of languages) {
      for (const width of ['desktop', 'mobile']) {
        expect(story, `no story at ${width} in ${code}`).toMatch(new RegExp(`width: '${width}', language: '${code}'`));
      }
    }
  });

  it('has a valid example payload in every language', () => {
    const examples = examplesOf(type);
    expect(examples, `the definition of ${type} loads no examples`).toBeDefined();
    for (const { code } of languages) {
      const parsed = schema!.safeParse(examples![code]);
      expect(parsed.success, `${code}: ${parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`).toBe(true);
    }
  });

  it('appears on the kitchen-sink page of every language', () => {
    const files = fs.existsSync(KITCHEN_SINK_DETAIL) ? fs.readdirSync(KITCHEN_SINK_DETAIL) : [];
    const typesOnPages = files.map((file) => fs.readFileSync(path.join(KITCHEN_SINK_DETAIL, file), 'utf8'));
    expect(typesOnPages.length).toBeGreaterThanOrEqual(languages.length);
    for (const page of typesOnPages) expect(page).toContain(`"moduleType": "${type}"`);
  });

  for (const { code } of languages) {
    for (const terminal of terminals) {
      it(`renders its ${code} example on ${terminal} with no fault and no console error`, async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const faults: ModuleFault[] = [];
        await act(() => initI18n(code).changeLanguage(code));
        const { container, unmount } = renderModule(examplesOf(type)![code], terminal, code, (fault) => faults.push(fault));
        // The lazy component and any gateway content it loads have arrived: nothing busy remains.
        await waitFor(() => {
          const section = container.querySelector(`[data-module-type="${type}"]`);
          expect(section?.id).toBeTruthy();
          expect(section!.querySelector('[aria-busy="true"]')).toBeNull();
          expect(section!.childElementCount).toBeGreaterThan(0);
        });
        expect(faults).toEqual([]);
        expect(errors.mock.calls).toEqual([]);
        errors.mockRestore();
        unmount();
      });
    }
  }

  it('is isolated by the boundary when its payload is invalid', () => {
    const faults: ModuleFault[] = [];
    const example = examplesOf(type)!['en-US'] as Record<string, unknown>;
    renderModule({ ...example, config: 42 }, 'pc', 'en-US', (fault) => faults.push(fault));
    expect(faults).toEqual([expect.objectContaining({ kind: 'invalid', moduleType: type })]);
    expect(screen.getByRole('alert').getAttribute('data-module-id')).toBe(String(example.id));
  });
});
