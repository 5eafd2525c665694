import { moduleEnvelope, type ModuleEnvelope } from '../schemas/page';
import { issuesOf } from '../schemas/issues';
import type { ModuleFault } from './faults';

/** The most modules the first paint may hold (the viewport decides how many, see useReveal). */
export const FIRST_BATCH = 6;

/** `wire`: the module object as the page's reply holds it, by which a page that changes one module at a time knows the others (PageRenderer). */
export type OrderedModule = { ok: true; module: ModuleEnvelope; sort: number; wire: object } | { ok: false; fault: ModuleFault; sort: number };

/**
 * A page's modules in display order, hidden ones left out. A module without even an id or a
 * type becomes a fault at its place, named by what it has (or its position).
 */
export function orderModules(modules: readonly unknown[]): OrderedModule[] {
  const entries = modules.map((raw, index): OrderedModule => {
    const envelope = moduleEnvelope.safeParse(raw);
    if (envelope.success) return { ok: true, module: envelope.data as ModuleEnvelope, sort: envelope.data.sort, wire: raw as object };
    const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const moduleId = typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : `#${index + 1}`;
    const moduleType = typeof record.moduleType === 'string' ? record.moduleType : 'unknown';
    return { ok: false, fault: { kind: 'invalid', moduleId, moduleType, issues: issuesOf(envelope.error) }, sort: typeof record.sort === 'number' ? record.sort : 0 };
  });
  return entries.filter((entry) => !entry.ok || !entry.module.isHide).sort((a, b) => a.sort - b.sort);
}
