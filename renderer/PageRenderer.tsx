import { Suspense, useEffect, useMemo } from 'react';
import type { ModuleCommon } from '../schemas/modules/common';
import { moduleEnvelope, type ModuleEnvelope } from '../schemas/page';
import { useRenderer } from './context';
import { FaultCard } from './FaultCard';
import { issuesOf, type ModuleFault } from './faults';
import { ModuleBoundary } from './ModuleBoundary';
import { ModuleFrame } from './ModuleFrame';
import type { AnyRegistry, ModuleDefinition } from './registry';
import type * as z from 'zod/mini';

interface Props {
  /** The page detail's modules as they came over the wire. */
  modules: readonly unknown[];
  registry: AnyRegistry;
}

type ParsedModule = ModuleCommon & { config: unknown; mobileConfig?: unknown };

type Placed =
  | { ok: true; module: ParsedModule; definition: ModuleDefinition<z.ZodMiniType> }
  | { ok: false; fault: ModuleFault };

/** Checks one module against its type's schema; never throws. */
export function placeModule(raw: ModuleEnvelope, registry: AnyRegistry): Placed {
  const definition = Object.hasOwn(registry, raw.moduleType) ? registry[raw.moduleType] : undefined;
  if (!definition) return { ok: false, fault: { kind: 'unknown-type', moduleId: raw.id, moduleType: raw.moduleType } };
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, fault: { kind: 'invalid', moduleId: raw.id, moduleType: raw.moduleType, issues: issuesOf(parsed.error) } };
  }
  return { ok: true, module: parsed.data as ParsedModule, definition };
}

/**
 * Renders a page's modules in order. Each module is parsed by its own schema and rendered in
 * its own boundary: an unknown type, a bad payload or a throw leaves that module out (live) or
 * shows a fault card (preview); its neighbours are unaffected.
 */
export function PageRenderer({ modules, registry }: Props) {
  const ordered = useMemo(() => order(modules), [modules]);
  return (
    <>
      {ordered.map((entry) =>
        entry.ok ? <PlacedModule key={entry.module.id} raw={entry.module} registry={registry} /> : <Fault key={entry.fault.moduleId} fault={entry.fault} />,
      )}
    </>
  );
}

type Entry = { ok: true; module: ModuleEnvelope; sort: number } | { ok: false; fault: ModuleFault; sort: number };

/**
 * The page's modules in display order, hidden ones left out. A module without even an id or a
 * type becomes a fault at its place, named by what it has (or its position).
 */
function order(modules: readonly unknown[]): Entry[] {
  const entries = modules.map((raw, index): Entry => {
    const envelope = moduleEnvelope.safeParse(raw);
    if (envelope.success) return { ok: true, module: envelope.data as ModuleEnvelope, sort: envelope.data.sort };
    const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const moduleId = typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : `#${index + 1}`;
    const moduleType = typeof record.moduleType === 'string' ? record.moduleType : 'unknown';
    return { ok: false, fault: { kind: 'invalid', moduleId, moduleType, issues: issuesOf(envelope.error) }, sort: typeof record.sort === 'number' ? record.sort : 0 };
  });
  return entries.filter((entry) => !entry.ok || !entry.module.isHide).sort((a, b) => a.sort - b.sort);
}

function PlacedModule({ raw, registry }: { raw: ModuleEnvelope; registry: AnyRegistry }) {
  const placed = useMemo(() => placeModule(raw, registry), [raw, registry]);
  const { canSee } = useRenderer();
  if (!placed.ok) return <Fault fault={placed.fault} />;
  if (!canSee(placed.module)) return null;
  return <ModuleView module={placed.module} definition={placed.definition} />;
}

function ModuleView({ module, definition }: { module: ParsedModule; definition: ModuleDefinition<z.ZodMiniType> }) {
  const { terminal, onFault, text } = useRenderer();
  const Component = definition.component;
  const config = terminal === 'mobile' && !module.mobileSetting.isSync && module.mobileConfig ? module.mobileConfig : module.config;
  const renderFault = (error: Error): ModuleFault => ({ kind: 'render', moduleId: module.id, moduleType: module.moduleType, message: error.message });
  return (
    <ModuleBoundary onError={(error) => onFault(renderFault(error))} fallback={(error) => <RenderFault fault={renderFault(error)} />}>
      <ModuleFrame module={module} terminal={terminal} fullBleed={definition.fullBleed?.(module) ?? false}>
        <Suspense fallback={<div aria-busy="true" aria-label={text('loading')} className="module-skeleton" />}>
          <Component module={module} config={config as never} terminal={terminal} />
        </Suspense>
      </ModuleFrame>
    </ModuleBoundary>
  );
}

/** A module left out before rendering: reported once, shown only in the preview. */
function Fault({ fault }: { fault: ModuleFault }) {
  const { mode, onFault } = useRenderer();
  useEffect(() => {
    onFault(fault);
  }, [fault, onFault]);
  return mode === 'preview' ? <FaultCard fault={fault} /> : null;
}

/** A module that threw while rendering: the boundary has reported it already. */
function RenderFault({ fault }: { fault: ModuleFault }) {
  const { mode } = useRenderer();
  return mode === 'preview' ? <FaultCard fault={fault} /> : null;
}
