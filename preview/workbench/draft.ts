import { openToAnyone } from '../../src/identity/access';
import { authority } from '../../schemas/authority';
import { moduleEnvelope } from '../../schemas/page';
import { withValueAt, type FieldPath } from './fieldPath';

/**
 * The workbench's draft of one page: the order of its modules (a recorded module absent from it
 * is deleted), which are hidden, the fields an organiser changed, the modules added, and whether
 * its programmes show mock sessions. It is held beside the recorded detail and applied to a copy
 * of it; the bundle is never written.
 */
export interface Draft {
  /** Module keys, top first. */
  order: readonly string[];
  hidden: ReadonlySet<string>;
  /** The schedule modules' `useMockData` (preview only); null when the page has no schedule module. */
  mockSchedule: boolean | null;
  /** Changed fields by module key: the paths in the module's wire object and what was written there. */
  edits: ReadonlyMap<string, readonly FieldEdit[]>;
  /** Modules the draft adds (from a type's example, or a copy), by key, as they were added. */
  added: ReadonlyMap<string, AddedModule>;
}

export interface FieldEdit {
  path: FieldPath;
  value: unknown;
}

export interface AddedModule {
  module: Raw;
  /** The terminals whose details carry it. */
  terminals: readonly string[];
}

/** A module as the outline lists it. */
export interface ModuleRow {
  key: string;
  moduleType: string;
  title: string | null;
  /** A signed-out visitor would not see it (its authority rule). */
  restricted: boolean;
}

type Raw = Record<string, unknown>;
const SCHEDULE = 'schedule';
/** Keys of modules the draft adds: no gateway id has this form, and the back office names them when it saves. */
const NEW_KEY = /^new-(\d+)$/;

export const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const modulesOf = (detail: unknown): readonly unknown[] => (isRecord(detail) && Array.isArray(detail.modules) ? detail.modules : []);
const terminalOf = (detail: unknown) => (isRecord(detail) && typeof detail.terminal === 'string' ? detail.terminal : '');

/** How the renderer names a module without an id: its place on the page (renderer/order.ts). */
export function keyOf(module: unknown, index: number): string {
  const id = isRecord(module) ? module.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index + 1}`;
}

const sortOf = (module: unknown) => (isRecord(module) && typeof module.sort === 'number' ? module.sort : 0);
const isHidden = (module: unknown) => moduleEnvelope.safeParse(module).data?.isHide === true;
const titleOf = (module: Raw) => (isRecord(module.moduleTitle) && typeof module.moduleTitle.title === 'string' ? module.moduleTitle.title : null);

/** One terminal's modules with their keys, in the page's order (by sort; ties keep the wire's order). */
function ordered(detail: unknown): { key: string; module: unknown }[] {
  return modulesOf(detail)
    .map((module, index) => ({ key: keyOf(module, index), module, index }))
    .sort((a, b) => sortOf(a.module) - sortOf(b.module) || a.index - b.index);
}

/** Each module object's row, kept while it lives: a draft that changed one module gives the outline one new row, not 200. */
const rowOf = new WeakMap<object, ModuleRow>();

function rowFor(key: string, module: unknown): ModuleRow {
  const raw = isRecord(module) ? module : {};
  const known = rowOf.get(raw);
  if (known?.key === key) return known;
  const row = {
    key,
    moduleType: typeof raw.moduleType === 'string' ? raw.moduleType : 'unknown',
    title: titleOf(raw),
    restricted: !openToAnyone(authority.safeParse(raw).data ?? {}),
  };
  rowOf.set(raw, row);
  return row;
}

/** Every module of the page once, whichever terminals carry it: the first terminal's order, then what only later ones have. */
export function moduleRows(details: readonly unknown[]): ModuleRow[] {
  const rows = new Map<string, ModuleRow>();
  for (const detail of details) for (const { key, module } of ordered(detail)) if (!rows.has(key)) rows.set(key, rowFor(key, module));
  return [...rows.values()];
}

/** A module's wire object as the page first has it (the first terminal carrying it), or as the draft added it. */
export function baseModule(details: readonly unknown[], draft: Draft, key: string): Raw | null {
  const added = draft.added.get(key);
  if (added) return added.module;
  for (const detail of details) {
    const found = ordered(detail).find((entry) => entry.key === key)?.module;
    if (isRecord(found)) return found;
  }
  return null;
}

/** A module's wire object with the draft's field edits written in (what the settings panel shows). */
export function editedModule(details: readonly unknown[], draft: Draft, key: string): Raw | null {
  const base = baseModule(details, draft, key);
  return base && withEdits(base, draft.edits.get(key));
}

const withEdits = (module: Raw, edits: readonly FieldEdit[] | undefined): Raw =>
  (edits ?? []).reduce<Raw>((next, edit) => withValueAt(next, edit.path, edit.value) as Raw, module);

const scheduleModules = (details: readonly unknown[]) => details.flatMap(modulesOf).filter((module): module is Raw => isRecord(module) && module.moduleType === SCHEDULE);

/** The draft that changes nothing: the recorded page as it is. */
export function recordedDraft(details: readonly unknown[]): Draft {
  const schedules = scheduleModules(details);
  return {
    order: moduleRows(details).map((row) => row.key),
    hidden: new Set(details.flatMap((detail) => ordered(detail).filter(({ module }) => isHidden(module)).map(({ key }) => key))),
    mockSchedule: schedules.length === 0 ? null : schedules.some((module) => isRecord(module.config) && module.config.useMockData === true),
    edits: new Map(),
    added: new Map(),
  };
}

/** The module moved to a place in the order (clamped to the page). */
export function moveModule(draft: Draft, key: string, to: number): Draft {
  const from = draft.order.indexOf(key);
  const place = Math.max(0, Math.min(to, draft.order.length - 1));
  if (from === -1 || from === place) return draft;
  const order = draft.order.filter((entry) => entry !== key);
  order.splice(place, 0, key);
  return { ...draft, order };
}

export function setHidden(draft: Draft, key: string, hidden: boolean): Draft {
  if (draft.hidden.has(key) === hidden) return draft;
  const next = new Set(draft.hidden);
  if (hidden) next.add(key);
  else next.delete(key);
  return { ...draft, hidden: next };
}

export function setMockSchedule(draft: Draft, mock: boolean): Draft {
  return draft.mockSchedule === null || draft.mockSchedule === mock ? draft : { ...draft, mockSchedule: mock };
}

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((key, index) => b[index] === key);
const isWithin = (path: FieldPath, outer: FieldPath) => path.length > outer.length && outer.every((key, index) => path[index] === key);

/**
 * A field of a module set to a value, as typed: the renderer's own parse decides whether it is
 * valid, so a refused value stays in the draft (its field and the frame say why). An edit under a
 * path already edited as a whole (an item of a list the organiser reordered) writes into that edit.
 */
export function setField(draft: Draft, key: string, path: FieldPath, value: unknown): Draft {
  const edits = draft.edits.get(key) ?? [];
  const outer = edits.find((edit) => isWithin(path, edit.path));
  const next = outer
    ? edits.map((edit) => (edit === outer ? { path: edit.path, value: withValueAt(edit.value, path.slice(edit.path.length), value) } : edit))
    : [...edits.filter((edit) => !samePath(edit.path, path) && !isWithin(edit.path, path)), { path, value }];
  return { ...draft, edits: new Map(draft.edits).set(key, next) };
}

/** A key no module of the page has: the first free `new-<n>`. */
function freshKey(draft: Draft): string {
  const taken = [...draft.order, ...draft.added.keys()].map((key) => Number(NEW_KEY.exec(key)?.[1] ?? 0));
  return `new-${Math.max(0, ...taken) + 1}`;
}

export const isAddedKey = (key: string) => NEW_KEY.test(key);

/** The terminals of the page (every module the draft adds goes on each). */
export const terminalsOf = (details: readonly unknown[]) => details.map(terminalOf);

/** A module added at a place: `module` is its wire object (a type's example, or a copy), given a key of its own. */
export function addModule(draft: Draft, module: Raw, place: number, terminals: readonly string[]): { draft: Draft; key: string } {
  const key = freshKey(draft);
  const order = [...draft.order];
  order.splice(Math.max(0, Math.min(place, order.length)), 0, key);
  const added = new Map(draft.added).set(key, { module: { ...module, id: key }, terminals });
  return { draft: { ...draft, order, added }, key };
}

/** A copy of a module, with its edits, just below it, on the terminals that carry it. */
export function duplicateModule(draft: Draft, details: readonly unknown[], key: string): { draft: Draft; key: string } | null {
  const module = editedModule(details, draft, key);
  if (!module) return null;
  const terminals = draft.added.get(key)?.terminals ?? details.filter((detail) => ordered(detail).some((entry) => entry.key === key)).map(terminalOf);
  const copy = addModule(draft, structuredClone(module), draft.order.indexOf(key) + 1, terminals);
  return draft.hidden.has(key) ? { ...copy, draft: setHidden(copy.draft, copy.key, true) } : copy;
}

/** A module taken off the page; an added one is forgotten, a recorded one is left out of the reply. */
export function deleteModule(draft: Draft, key: string): Draft {
  if (!draft.order.includes(key)) return draft;
  const added = new Map(draft.added);
  added.delete(key);
  const edits = new Map(draft.edits);
  edits.delete(key);
  // A key an added module gave up may be given again: it must not come back hidden.
  const hidden = new Set(draft.hidden);
  hidden.delete(key);
  return { ...draft, order: draft.order.filter((entry) => entry !== key), added, edits, hidden };
}

function withMock(config: unknown, mock: boolean): unknown {
  return isRecord(config) ? { ...config, useMockData: mock } : config;
}

/**
 * Each wire module as the draft last had it, kept while the module lives: a module the draft did
 * not touch since stays the same object, so what reads modules by object (placed.ts, the
 * readiness check) reads only what changed.
 */
const drafted = new WeakMap<object, { edits: readonly FieldEdit[] | undefined; place: number; hidden: boolean; mock: boolean | null; module: Raw }>();

/** One module as the draft has it: its edits, its place as `sort`, `isHide` where the draft differs from the record. */
function draftModule(module: unknown, key: string, draft: Draft): unknown {
  if (!isRecord(module)) return module;
  const edits = draft.edits.get(key);
  const place = draft.order.indexOf(key);
  const hidden = draft.hidden.has(key);
  const mock = module.moduleType === SCHEDULE ? draft.mockSchedule : null;
  const known = drafted.get(module);
  if (known && known.edits === edits && known.place === place && known.hidden === hidden && known.mock === mock) return known.module;
  const next: Raw = { ...withEdits(module, edits), sort: place };
  if (hidden !== isHidden(module)) next.isHide = hidden;
  if (mock !== null) {
    next.config = withMock(next.config, mock);
    if (isRecord(next.mobileConfig)) next.mobileConfig = withMock(next.mobileConfig, mock);
  }
  drafted.set(module, { edits, place, hidden, mock, module: next });
  return next;
}

/** The recorded details (the wire's returnObj) with the draft applied, each terminal's modules in the draft's order. */
export function applyDraft(details: readonly unknown[], draft: Draft): unknown[] {
  return details.map((detail) => {
    if (!isRecord(detail) || !Array.isArray(detail.modules)) return detail;
    const terminal = terminalOf(detail);
    const added = [...draft.added].filter(([, entry]) => entry.terminals.includes(terminal)).map(([key, entry]) => ({ key, module: entry.module }));
    const modules = [...ordered(detail), ...added]
      .filter(({ key }) => draft.order.includes(key))
      .map(({ key, module }) => ({ place: draft.order.indexOf(key), module: draftModule(module, key, draft) }))
      .sort((a, b) => a.place - b.place)
      .map(({ module }) => module);
    return { ...detail, modules };
  });
}

/** The Page/Detail reply the back office would send for the draft: the wire envelope around it. */
export function draftReply(details: readonly unknown[], draft: Draft) {
  return { isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: applyDraft(details, draft) };
}
