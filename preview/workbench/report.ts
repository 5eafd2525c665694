import type { ModuleFault } from '../../renderer/faults';
import type { SchemaIssue } from '../../schemas/issues';
import type { PageDetail, Terminal } from '../../schemas/page';
import { placedModules } from './placed';

/** One module the renderer would leave out, with the terminals it is left out on. */
export interface ReportEntry {
  moduleId: string;
  moduleType: string;
  kind: ModuleFault['kind'];
  issues: SchemaIssue[];
  terminals: Terminal[];
}

/** What the validation panel shows and copies: is the page ready to publish, and if not, why. */
export interface PageReport {
  pageId: string;
  ready: boolean;
  faults: ReportEntry[];
}

/** A module that threw while rendering in the frame, on the terminal the frame was showing. */
export interface ThrownFault {
  moduleId: string;
  moduleType: string;
  message: string;
  terminal: Terminal;
}

/** A fault in the report's terms: an unknown type says so as its one issue, a throw its message (faults the frame reports). */
function issuesOf(fault: ModuleFault): SchemaIssue[] {
  if (fault.kind === 'invalid') return fault.issues;
  if (fault.kind === 'render') return [{ path: '(root)', message: fault.message }];
  return [{ path: 'moduleType', message: `unknown module type "${fault.moduleType}"` }];
}

/**
 * Every module of the page the renderer would leave out, found as the renderer finds them
 * (its order, its registry's schemas), and those that threw in the frame while the draft still
 * shows them; a module left out the same way on both terminals is one entry.
 */
export function pageReport(pageId: string, details: readonly PageDetail[], thrown: readonly ThrownFault[] = []): PageReport {
  const entries = new Map<string, ReportEntry>();
  const add = (fault: ModuleFault, terminal: Terminal) => {
    const issues = issuesOf(fault);
    const key = JSON.stringify([fault.moduleId, fault.kind, issues]);
    const known = entries.get(key);
    if (!known) entries.set(key, { moduleId: fault.moduleId, moduleType: fault.moduleType, kind: fault.kind, issues, terminals: [terminal] });
    else if (!known.terminals.includes(terminal)) known.terminals.push(terminal);
  };
  const shown = new Set<string>();
  for (const detail of details) {
    for (const { ordered, placed } of placedModules(detail.modules)) {
      if (ordered.ok) shown.add(`${detail.terminal} ${ordered.module.id}`);
      if (!placed.ok) add(placed.fault, detail.terminal);
    }
  }
  for (const { terminal, ...fault } of thrown) if (shown.has(`${terminal} ${fault.moduleId}`)) add({ kind: 'render', ...fault }, terminal);
  const faults = [...entries.values()];
  return { pageId, ready: faults.length === 0, faults };
}
