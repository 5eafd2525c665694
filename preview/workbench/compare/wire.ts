import { terminal as terminalSchema, type Terminal } from '../../../schemas/page';
import { isRecord, keyOf } from '../draft';

/** One module of one terminal, as the comparison reads it. */
export interface WireModule {
  key: string;
  moduleType: string;
  title: string | null;
  hidden: boolean;
  module: unknown;
}

type Raw = Record<string, unknown>;

// The brief's rule for isHide (1/true hidden, anything else shown), read from the raw value: a
// module whose envelope fails to parse still has a wire flag the draft may have changed.
const hiddenOf = (module: Raw) => module.isHide === true || module.isHide === 1;

function titleOf(module: Raw): string | null {
  const title = isRecord(module.moduleTitle) ? module.moduleTitle.title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}

const sortOf = (module: unknown) => (isRecord(module) && typeof module.sort === 'number' && Number.isFinite(module.sort) ? module.sort : 0);

/**
 * One terminal's modules in page order (by sort, ties in the wire's order, as draft.ts orders
 * them). A key met twice keeps its first module: the outline lists a key once too.
 */
export function modulesInOrder(detail: unknown): WireModule[] {
  const modules = isRecord(detail) && Array.isArray(detail.modules) ? detail.modules : [];
  const seen = new Set<string>();
  return modules
    .map((module: unknown, index) => ({ key: keyOf(module, index), module, index }))
    .sort((a, b) => sortOf(a.module) - sortOf(b.module) || a.index - b.index)
    .filter(({ key }) => !seen.has(key) && Boolean(seen.add(key)))
    .map(({ key, module }) => {
      const raw = isRecord(module) ? module : {};
      return { key, moduleType: typeof raw.moduleType === 'string' ? raw.moduleType : 'unknown', title: titleOf(raw), hidden: hiddenOf(raw), module };
    });
}

/**
 * Each terminal's detail: the first one naming it, as the client picks (src/site/resolvePage.ts).
 * A detail naming no known terminal is left out: no change could say where it shows.
 */
export function detailsByTerminal(details: readonly unknown[]): Map<Terminal, unknown> {
  const byTerminal = new Map<Terminal, unknown>();
  for (const detail of Array.isArray(details) ? details : []) {
    const terminal = terminalSchema.safeParse(isRecord(detail) ? detail.terminal : undefined);
    if (terminal.success && !byTerminal.has(terminal.data)) byTerminal.set(terminal.data, detail);
  }
  return byTerminal;
}
