import { accessFor } from '../../src/identity/access';
import { authority } from '../../schemas/authority';
import { moduleEnvelope } from '../../schemas/page';

/**
 * The workbench's draft of one page: the order of its modules, which are hidden and whether its
 * programmes show mock sessions. It is held beside the recorded detail and applied to a copy of
 * it; the bundle is never written.
 */
export interface Draft {
  /** Module keys, top first. */
  order: readonly string[];
  hidden: ReadonlySet<string>;
  /** The schedule modules' `useMockData` (preview only); null when the page has no schedule module. */
  mockSchedule: boolean | null;
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

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const modulesOf = (detail: unknown): readonly unknown[] => (isRecord(detail) && Array.isArray(detail.modules) ? detail.modules : []);

/** How the renderer names a module without an id: its place on the page (renderer/order.ts). */
function keyOf(module: unknown, index: number): string {
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

/** Every module of the page once, whichever terminals carry it: the first terminal's order, then what only later ones have. */
export function moduleRows(details: readonly unknown[]): ModuleRow[] {
  const rows = new Map<string, ModuleRow>();
  for (const detail of details) {
    for (const { key, module } of ordered(detail)) {
      if (rows.has(key)) continue;
      const raw = isRecord(module) ? module : {};
      rows.set(key, {
        key,
        moduleType: typeof raw.moduleType === 'string' ? raw.moduleType : 'unknown',
        title: titleOf(raw),
        restricted: accessFor(authority.safeParse(raw).data ?? {}, { status: 'signedOut' }).kind !== 'granted',
      });
    }
  }
  return [...rows.values()];
}

const scheduleModules = (details: readonly unknown[]) => details.flatMap(modulesOf).filter((module): module is Raw => isRecord(module) && module.moduleType === SCHEDULE);

/** The draft that changes nothing: the recorded page as it is. */
export function recordedDraft(details: readonly unknown[]): Draft {
  const schedules = scheduleModules(details);
  return {
    order: moduleRows(details).map((row) => row.key),
    hidden: new Set(details.flatMap((detail) => ordered(detail).filter(({ module }) => isHidden(module)).map(({ key }) => key))),
    mockSchedule: schedules.length === 0 ? null : schedules.some((module) => isRecord(module.config) && module.config.useMockData === true),
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

function withMock(config: unknown, mock: boolean): unknown {
  return isRecord(config) ? { ...config, useMockData: mock } : config;
}

/** One module as the draft has it: its place as `sort`, `isHide` where the draft differs from the record. */
function draftModule(module: unknown, key: string, draft: Draft): unknown {
  if (!isRecord(module)) return module;
  const next: Raw = { ...module, sort: draft.order.indexOf(key) };
  const hidden = draft.hidden.has(key);
  if (hidden !== isHidden(module)) next.isHide = hidden;
  if (module.moduleType === SCHEDULE && draft.mockSchedule !== null) {
    next.config = withMock(module.config, draft.mockSchedule);
    if (isRecord(module.mobileConfig)) next.mobileConfig = withMock(module.mobileConfig, draft.mockSchedule);
  }
  return next;
}

/** The recorded details (the wire's returnObj) with the draft applied, each terminal's modules in the draft's order. */
export function applyDraft(details: readonly unknown[], draft: Draft): unknown[] {
  return details.map((detail) => {
    if (!isRecord(detail) || !Array.isArray(detail.modules)) return detail;
    const modules = ordered(detail)
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

/** Whether two drafts make the same page. */
export function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.mockSchedule === b.mockSchedule &&
    a.order.length === b.order.length &&
    a.order.every((key, index) => b.order[index] === key) &&
    a.hidden.size === b.hidden.size &&
    [...a.hidden].every((key) => b.hidden.has(key))
  );
}
