import { memo, useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import { HydratedSuspense } from './hydration';
import { Island } from './Island';
import type { ModuleCommon } from '../schemas/modules/common';
import type { ModuleEnvelope } from '../schemas/page';
import { useRenderer, useVisibility, type Visibility } from './context';
import { FaultCard } from './FaultCard';
import { issuesOf } from '../schemas/issues';
import type { ModuleFault } from './faults';
import { isComponentReady, preloadComponent } from './loadable';
import { ModuleBoundary } from './ModuleBoundary';
import { ModuleFrame } from './ModuleFrame';
import { orderModules, type OrderedModule } from './order';
import type { AnyRegistry, ModuleDefinition } from './registry';
import { afterPaint, useReveal, type RevealStep } from './reveal';
import { SettleProvider, useSettled } from './settle';
import type * as z from 'zod/mini';
import { shownConfig } from './shownConfig';

interface Props {
  /** The page detail's modules as they came over the wire. */
  modules: readonly unknown[];
  registry: AnyRegistry;
  /** Called once, after the first screen of modules has painted. */
  onFirstScreen?: () => void;
}

type ParsedModule = ModuleCommon & { config: unknown; mobileConfig?: unknown };

export type Placed =
  | { ok: true; module: ParsedModule; definition: ModuleDefinition<z.ZodMiniType> }
  | { ok: false; fault: ModuleFault };

/** The definition a module type names, if the registry has one (the name came over the wire). */
function definitionOf(moduleType: string, registry: AnyRegistry): ModuleDefinition<z.ZodMiniType> | undefined {
  return Object.hasOwn(registry, moduleType) ? registry[moduleType] : undefined;
}

/** Checks one module against its type's schema; never throws. */
export function placeModule(raw: ModuleEnvelope, registry: AnyRegistry): Placed {
  const definition = definitionOf(raw.moduleType, registry);
  if (!definition) return { ok: false, fault: { kind: 'unknown-type', moduleId: raw.id, moduleType: raw.moduleType } };
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, fault: { kind: 'invalid', moduleId: raw.id, moduleType: raw.moduleType, issues: issuesOf(parsed.error) } };
  }
  return { ok: true, module: parsed.data as ParsedModule, definition };
}

const NOTHING_TO_FETCH = () => Promise.resolve();

/**
 * Each module placed the first time it is asked for, then kept: a page checks a module against
 * its type's schema only once the reveal comes down to it. `read` keeps each wire module's
 * placing for the page's life, so when the page's modules change one at a time (the workbench's
 * draft) the others keep their parsed object and their memoised view.
 */
function placements(ordered: readonly OrderedModule[], registry: AnyRegistry, read: WeakMap<object, Placed>): (index: number) => Placed {
  const placed: Placed[] = [];
  return (index) => {
    const entry = ordered[index]!;
    if (!entry.ok) return entry;
    return (placed[index] ??= read.get(entry.wire) ?? read.set(entry.wire, placeModule(entry.module, registry)).get(entry.wire)!);
  };
}

/** What the reveal needs to know of a placed module: is its code here, may the visitor see it, is its content in. */
function revealStep(placed: Placed, visibility: Visibility, settled: ReadonlySet<string>): RevealStep {
  if (!placed.ok) return { ready: true, pending: false, preload: NOTHING_TO_FETCH };
  const component = placed.definition.component;
  return {
    ready: isComponentReady(component),
    pending: visibility === 'pending',
    preload: () => preloadComponent(component),
    holds: visibility === 'shown' && placed.definition.sizedByContent === true && !settled.has(placed.module.id),
  };
}

const addSettled = (settled: ReadonlySet<string>, id: string): ReadonlySet<string> => (settled.has(id) ? settled : new Set(settled).add(id));

/**
 * Renders a page's modules in order. Each module is parsed by its own schema and rendered in
 * its own boundary: an unknown type, a bad payload or a throw leaves that module out (live) or
 * shows a fault card (preview); its neighbours are unaffected. Modules appear strictly from the
 * top down (see useReveal), so a module arriving late never pushes one already on screen.
 */
export function PageRenderer({ modules, registry, onFirstScreen }: Props) {
  const { text } = useRenderer();
  const visibility = useVisibility();
  const ordered = useMemo(() => orderModules(modules), [modules]);
  // Per page instance and registry, never shared: a server's render has its own.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new registry places every module anew
  const read = useMemo(() => new WeakMap<object, Placed>(), [registry]);
  const placedAt = useMemo(() => placements(ordered, registry, read), [ordered, registry, read]);
  const visibilityAt = (index: number): Visibility => {
    const placed = placedAt(index);
    return placed.ok ? visibility(placed.module) : 'shown';
  };
  const [settled, settle] = useReducer(addSettled, new Set<string>());
  const end = useRef<HTMLSpanElement>(null);
  const shown = useReveal({ count: ordered.length, at: (index) => revealStep(placedAt(index), visibilityAt(index), settled) }, onFirstScreen, end);

  // Once the first screen has painted, the code of every module further down starts downloading,
  // in page order, so the groups below never wait for the network one after the other. Not
  // before: each request (and its modulepreload links) is main-thread work the first screen waits on.
  const modulesBelow = shown > 0 && shown < ordered.length;
  useEffect(() => {
    if (!modulesBelow) return;
    return afterPaint(() => {
      for (const entry of ordered) {
        // By the type its envelope names: the schema check waits until the module is revealed.
        const definition = entry.ok ? definitionOf(entry.module.moduleType, registry) : undefined;
        if (definition) void preloadComponent(definition.component).catch(() => undefined);
      }
    });
  }, [ordered, registry, modulesBelow]);

  return (
    <>
      {ordered.slice(0, shown).map((_, index) => {
        const entry = placedAt(index);
        if (!entry.ok) return <Fault key={entry.fault.moduleId} fault={entry.fault} />;
        return visibilityAt(index) === 'shown' ? <ModuleView key={entry.module.id} module={entry.module} definition={entry.definition} settle={settle} /> : null;
      })}
      {/* The rest of the page is on its way: said to assistive technology, and takes no room. */}
      {shown < ordered.length && <span ref={end} role="progressbar" aria-busy="true" aria-label={text('loading')} />}
    </>
  );
}

/**
 * One module in its frame and boundary. Memoised: its props are kept per module, so a group
 * joining the page renders only the new modules, not every one above it again.
 */
const ModuleView = memo(function ModuleView({ module, definition, settle }: { module: ParsedModule; definition: ModuleDefinition<z.ZodMiniType>; settle: (id: string) => void }) {
  const { terminal, onFault, text } = useRenderer();
  const settled = useCallback(() => settle(module.id), [settle, module.id]);
  const Component = definition.component;
  const config = shownConfig(module, terminal);
  const renderFault = (error: Error): ModuleFault => ({ kind: 'render', moduleId: module.id, moduleType: module.moduleType, message: error.message });
  const view = (
    <SettleProvider value={settled}>
    <ModuleBoundary onError={(error) => onFault(renderFault(error))} fallback={(error) => <RenderFault fault={renderFault(error)} />}>
      <ModuleFrame module={module} terminal={terminal} fullBleed={definition.fullBleed?.(module) ?? false} listRoute={definition.listRoute}>
        <HydratedSuspense fallback={<div aria-busy="true" aria-label={text('loading')} className="module-skeleton" />}>
          <Component module={module} config={config as never} terminal={terminal} />
        </HydratedSuspense>
      </ModuleFrame>
    </ModuleBoundary>
    </SettleProvider>
  );
  // A module whose height waits on its list must load it now: the modules below wait for it.
  return definition.sizedByContent ? view : <Island>{view}</Island>;
});

/** A module left out before rendering: reported once, shown only in the preview. */
function Fault({ fault }: { fault: ModuleFault }) {
  const { mode, onFault } = useRenderer();
  // Once per fault: new services (the visitor becoming known) are not a new fault.
  const reportFault = useEffectEvent(() => onFault(fault));
  useEffect(() => {
    reportFault();
  }, [fault]);
  return mode === 'preview' ? <FaultCard fault={fault} /> : null;
}

/** A module that threw while rendering: the boundary has reported it already. */
function RenderFault({ fault }: { fault: ModuleFault }) {
  const { mode } = useRenderer();
  // A module that broke will not settle by itself: the modules below it must not wait for it.
  useSettled(true);
  return mode === 'preview' ? <FaultCard fault={fault} /> : null;
}
