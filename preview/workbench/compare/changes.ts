import type { Terminal } from '../../../schemas/page';
import { fieldChanges, sameValue, type FieldPath } from './fields';
import { moves } from './moves';
import { detailsByTerminal, modulesInOrder, type WireModule } from './wire';

export type { FieldPath } from './fields';

/** The module a change concerns, and where. */
interface ChangeOf {
  /** The module's key: its id, or `#<place>` in the wire's array without one (as draft.ts keys it). */
  key: string;
  moduleType: string;
  /** moduleTitle.title, null when it has none. */
  title: string | null;
  /** The terminals that changed this way, pc first. */
  terminals: readonly Terminal[];
}

/** One difference between the recorded page and the draft, as the organiser reads it. */
export type DraftChange = ChangeOf &
  (
    | { kind: 'added' | 'removed' | 'hidden' | 'shown' }
    /** Its place among the modules both pages hold, 1-based. */
    | { kind: 'moved'; from: number; to: number }
    /** A leaf that differs, or a list grown, shrunk or reordered as one change; undefined where absent. */
    | { kind: 'field'; path: FieldPath; before: unknown; after: unknown }
  );

type Kind = DraftChange['kind'];
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
// A change before the terminals that share it are known.
type Found = Without<DraftChange, 'terminals'>;

const TERMINALS: readonly Terminal[] = ['pc', 'mobile'];
const KIND_ORDER: readonly Kind[] = ['added', 'removed', 'moved', 'hidden', 'shown', 'field'];
// Reported as moves and hides; applyDraft rewrites sort on every module.
const PLACED = new Set(['sort', 'isHide']);

const named = ({ key, moduleType, title }: WireModule) => ({ key, moduleType, title });

/** What changed on one terminal. */
function terminalChanges(recorded: unknown, drafted: unknown): Found[] {
  const before = modulesInOrder(recorded);
  const after = modulesInOrder(drafted);
  const beforeByKey = new Map(before.map((module) => [module.key, module]));
  const afterKeys = new Set(after.map((module) => module.key));
  const moved = new Map(moves(before.map((module) => module.key), after.map((module) => module.key)).map((move) => [move.key, move]));
  const found: Found[] = [];
  for (const module of after) {
    const was = beforeByKey.get(module.key);
    if (!was) {
      found.push({ kind: 'added', ...named(module) });
      continue;
    }
    const move = moved.get(module.key);
    if (move) found.push({ kind: 'moved', ...named(module), from: move.from, to: move.to });
    if (was.hidden !== module.hidden) found.push({ kind: module.hidden ? 'hidden' : 'shown', ...named(module) });
    for (const field of fieldChanges(was.module, module.module, PLACED)) found.push({ kind: 'field', ...named(module), ...field });
  }
  for (const module of before) if (!afterKeys.has(module.key)) found.push({ kind: 'removed', ...named(module) });
  return found;
}

function sameChange(a: Found, b: Found): boolean {
  if (a.kind !== b.kind || a.key !== b.key) return false;
  if (a.kind === 'moved' && b.kind === 'moved') return a.from === b.from && a.to === b.to;
  if (a.kind === 'field' && b.kind === 'field') {
    return a.path.length === b.path.length && a.path.every((step, index) => step === b.path[index]) && sameValue(a.before, b.before) && sameValue(a.after, b.after);
  }
  return true;
}

/** Where a module's changes go in the list: its place in the draft, then the removed ones in the record's order. */
function ranks(recorded: Map<Terminal, unknown>, drafted: Map<Terminal, unknown>): Map<string, number> {
  const rank = new Map<string, number>();
  for (const details of [drafted, recorded]) {
    for (const terminal of TERMINALS) for (const { key } of modulesInOrder(details.get(terminal))) if (!rank.has(key)) rank.set(key, rank.size);
  }
  return rank;
}

interface Shared {
  found: Found;
  terminals: Terminal[];
}

/** Each terminal's changes, a change the second terminal makes alike joined to the first's. */
function acrossTerminals(recorded: Map<Terminal, unknown>, drafted: Map<Terminal, unknown>): Shared[] {
  const changes: Shared[] = [];
  // By kind, module and path, so joining the second terminal's changes stays linear on a large page.
  const alike = new Map<string, Shared[]>();
  for (const terminal of TERMINALS) {
    if (!recorded.has(terminal) && !drafted.has(terminal)) continue;
    for (const found of terminalChanges(recorded.get(terminal), drafted.get(terminal))) {
      const index = JSON.stringify([found.kind, found.key, found.kind === 'field' ? found.path : null]);
      const candidates = alike.get(index) ?? [];
      alike.set(index, candidates);
      const same = candidates.find((change) => !change.terminals.includes(terminal) && sameChange(change.found, found));
      if (same) {
        same.terminals.push(terminal);
        continue;
      }
      const change = { found, terminals: [terminal] };
      changes.push(change);
      candidates.push(change);
    }
  }
  return changes;
}

/**
 * What the draft changes on the page, module by module: both arguments are Page/Detail returnObjs
 * (one detail per terminal), read defensively. A change both terminals make alike is listed once
 * with both. Ordered by the module's place in the draft (removed modules last), then by kind.
 */
export function draftChanges(recorded: readonly unknown[], drafted: readonly unknown[]): DraftChange[] {
  const recordedDetails = detailsByTerminal(recorded);
  const draftedDetails = detailsByTerminal(drafted);
  const rank = ranks(recordedDetails, draftedDetails);
  return acrossTerminals(recordedDetails, draftedDetails)
    .map(({ found, terminals }, index) => ({ change: { ...found, terminals } as DraftChange, index }))
    .sort((a, b) => rank.get(a.change.key)! - rank.get(b.change.key)! || KIND_ORDER.indexOf(a.change.kind) - KIND_ORDER.indexOf(b.change.kind) || a.index - b.index)
    .map(({ change }) => change);
}

/** The keys of every module the draft changed and still shows (all but removals), to mark them in the frame. */
export function changedModules(changes: readonly DraftChange[]): ReadonlySet<string> {
  return new Set(changes.filter((change) => change.kind !== 'removed').map((change) => change.key));
}
