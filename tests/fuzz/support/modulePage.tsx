// One module on a page of its own, as the renderer shows it live, with every module type's code
// loaded up front: no Suspense between a case and its verdict.
import { expect } from 'vitest';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { RendererProvider } from '../../../renderer/context';
import type { ModuleFault } from '../../../renderer/faults';
import type { AnyRegistry } from '../../../renderer/registry';
import type { LanguageCode } from '../../../schemas/primitives';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import { registry } from '../../../src/modules/registry';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleServices } from '../../support/exampleServices';
import { exampleHost } from '../../support/kitchenSink';
import { replayFetch } from '../../unit/support/replayFetch';
import { fuzzedFetch, type Rewrite } from './fuzzedFetch';
import type { Stage } from './stage';

export const moduleTypes = Object.keys(registry);
export const LANGUAGES: LanguageCode[] = ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'];

const components = import.meta.glob<{ default: AnyRegistry[string]['component'] }>('../../../src/modules/*/index.tsx');
const exampleFiles = import.meta.glob<Record<string, Record<LanguageCode, unknown>>>('../../../src/modules/*/example.ts', { eager: true });

/** A module type's example payload in a language (src/modules/<type>/example.ts). */
export const exampleOf = (type: string, language: LanguageCode): unknown => exampleFiles[`../../../src/modules/${type}/example.ts`]![`${type}Examples`]![language];

export async function eagerRegistry(): Promise<AnyRegistry> {
  const loaded = await Promise.all(moduleTypes.map(async (type) => [type, (await components[`../../../src/modules/${type}/index.tsx`]!()).default] as const));
  const lazyRegistry: AnyRegistry = registry;
  return Object.fromEntries(loaded.map(([type, component]) => [type, { ...lazyRegistry[type]!, component }]));
}

/** `payload` as a page's one module, live, in the kitchen-sink event (whose content the replay answers). */
export function modulePage(payload: unknown, terminal: Terminal, eager: AnyRegistry, onFault: (fault: ModuleFault) => void) {
  return (
    <RendererProvider services={{ ...exampleServices(terminal, onFault), mode: 'live' }}>
      <ModuleHostProvider host={exampleHost('en-US')}>
        <PageRenderer modules={[payload]} registry={eager} />
      </ModuleHostProvider>
    </RendererProvider>
  );
}

/** Renders one module payload; says how it ended, and fails on a crash. */
export async function moduleOutcome(payload: unknown, terminal: Terminal, registry: AnyRegistry, on: Stage) {
  const faults: ModuleFault[] = [];
  const crashes = await on.show(modulePage(payload, terminal, registry, (fault) => faults.push(fault)));
  expect(crashes, 'a crash').toEqual([]);
  expect(faults.filter((fault) => fault.kind === 'render')).toEqual([]);
  const shown = on.element.querySelectorAll('[data-module-type]').length;
  const envelope = moduleEnvelope.safeParse(payload);
  const hidden = envelope.success && envelope.data.isHide;
  // Exactly one outcome: shown, hidden by the organiser, or left out with its fault reported.
  expect(shown === 1 || hidden || faults.length > 0).toBe(true);
  return shown ? 'rendered' : hidden ? 'hidden' : 'left out';
}


/** A content call a module type makes, watched once with the plain replay. */
export interface ModuleCall {
  type: string;
  call: string;
}

/** Renders a module type's example with every reply to one of its calls rewritten; says how it ended, and fails on a crash. */
export async function replyOutcome({ type, call }: ModuleCall, change: Rewrite, terminal: Terminal, registry: AnyRegistry, on: Stage) {
  on.answer = fuzzedFetch(call, change);
  try {
    return await moduleOutcome(exampleOf(type, 'en-US'), terminal, registry, on);
  } finally {
    on.answer = replayFetch;
  }
}
