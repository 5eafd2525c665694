import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageDetailList } from '../../schemas/page';
import { languageCode } from '../../schemas/primitives';
import { definitions } from '../../src/modules/definitions';
import { copyText } from '../../src/platform/clipboard';
import { downloadText } from '../../src/platform/download';
import type { PageSummary } from './bundles';
import { changedModules, draftChanges, type DraftChange } from './compare/changes';
import { addModule, applyDraft, deleteModule, draftReply, duplicateModule, editedModule, moduleRows, moveModule, setField, setHidden, setMockSchedule, terminalsOf, type Draft } from './draft';
import { DraftActions } from './DraftActions';
import type { FieldPath } from './fieldPath';
import type { HistoryStep } from './historyKeys';
import { Inspector } from './Inspector';
import { Outline } from './Outline';
import { usePictureProbes } from './readiness/usePictureProbes';
import { pageReadiness, type ReadinessItem } from './readiness/readiness';
import { readinessWords } from './readiness/words';
import type { RecordedPage } from './recordedPage';
import { pageReport, type ThrownFault } from './report';
import { WORKBENCH_NS } from './texts';
import { useDraft } from './useDraft';
import { useStable } from './useStable';
import { useUndoKeys } from './useUndoKeys';

/** What the page's draft gives the rest of the workbench: the frame's draft and the controls that set it. */
export interface DraftView {
  frameDraft: { pageId: string; details: ReturnType<typeof pageDetailList.parse> } | null;
  /** The draft itself, for the workbench's address (a link carries it). */
  draft: Draft | null;
  mockSchedule: boolean | null;
  setMock: (mock: boolean) => void;
  /** Modules the draft changed, marked in the frame. */
  changed: ReadonlySet<string>;
  /** Undo or redo pressed where the workbench's own keys do not reach (the page in the frame). */
  step: (step: HistoryStep) => void;
  /** A module of this page threw while rendering in the frame: the report lists it while the draft shows it. */
  thrown: (fault: ThrownFault) => void;
}

interface Props {
  page: RecordedPage;
  /** The site's pages (the link picker's, and the readiness check's). */
  pages: readonly PageSummary[];
  /** The language of the site shown: a module added starts from its example in that language. */
  siteLanguage: string | null;
  /** A draft a link brought, started from instead of the recorded page. */
  initial?: Draft;
  selected: string | null;
  onSelect: (key: string | null) => void;
  announce: (message: string) => void;
  /** Lays out the frame (given the draft) beside the draft's panels: the outline (left) and the inspector (right). */
  children: (view: DraftView, panels: { outline: ReactNode; inspector: ReactNode; actions: ReactNode }) => ReactNode;
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One page's draft: its history, its outline and commands, its settings, its readiness and changes, and what the frame renders. */
export function DraftedPage({ page, pages, siteLanguage, initial, selected, onSelect, announce, children }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { draft, canUndo, canRedo, edit, undo, redo, reset } = useDraft(page, initial);
  // A key typed renders its field at once; what follows from the draft (the page, the outline, the
  // checks, the frame) renders after it in slices that yield to the next key: on a 200-module page,
  // doing it all in the key's own task blocked the workbench for 35-45 ms a key.
  const [shownDraft, setShownDraft] = useState(draft);
  useEffect(() => startTransition(() => setShownDraft(draft)), [draft]);
  const drafted = useMemo(() => applyDraft(page.wire, shownDraft), [page.wire, shownDraft]);
  const rows = useMemo(() => moduleRows(drafted), [drafted]);
  const details = useMemo(() => pageDetailList.safeParse(drafted).data ?? null, [drafted]);
  const frameDraft = useMemo(() => details && { pageId: page.pageId, details }, [page.pageId, details]);
  const [thrown, setThrown] = useState<readonly ThrownFault[]>([]);
  const report = useMemo(() => pageReport(page.pageId, details ?? [], thrown), [page.pageId, details, thrown]);
  const pictures = usePictureProbes(details);
  const readiness = useMemo<ReadinessItem[]>(() => pageReadiness({ details: details ?? [], report, pages, pictures }), [details, report, pages, pictures]);
  const changes = useMemo<DraftChange[]>(() => draftChanges(page.wire, drafted), [page.wire, drafted]);
  const marked = useMemo(() => changedModules(changes), [changes]);
  const faulty = useMemo(() => new Set(report.faults.map((fault) => fault.moduleId)), [report]);
  const nameOf = (key: string) => {
    const row = rows.find((entry) => entry.key === key);
    return row ? t('moduleName', { title: row.title || row.key, type: t(`type_${row.moduleType}`, { defaultValue: row.moduleType }) }) : key;
  };

  const step = (action: 'undo' | 'redo', possible: boolean, run: () => void) => {
    if (!possible) return announce(t('announce_nothing', { action: t(action) }));
    run();
    announce(t(`announce_${action}`));
  };
  const onUndo = () => step('undo', canUndo, undo);
  const onRedo = () => step('redo', canRedo, redo);
  useUndoKeys(onUndo, onRedo);

  const onMove = useStable((key: string, to: number, dragged = false) => {
    edit((current) => moveModule(current, key, to));
    if (!dragged) announce(t('announce_moved', { module: nameOf(key), position: Math.max(0, Math.min(to, draft.order.length - 1)) + 1, total: draft.order.length }));
  });
  const onHide = useStable((key: string, hidden: boolean) => {
    edit((current) => setHidden(current, key, hidden));
    announce(t(hidden ? 'announce_hidden' : 'announce_shown', { module: nameOf(key) }));
  });
  const onWrite = useCallback(
    (path: FieldPath, value: unknown) => {
      if (selected) edit((current) => setField(current, selected, path, value), `${selected} ${path.join('.')}`);
    },
    [selected, edit],
  );
  const onAdd = async (type: keyof typeof definitions) => {
    const examples = await definitions[type].examples();
    const language = languageCode.safeParse(siteLanguage).data ?? 'en-US';
    const example = structuredClone(examples[language]) as Record<string, unknown>;
    const place = selected ? draft.order.indexOf(selected) + 1 : draft.order.length;
    // The new key is read from the draft as it is now: a module is added by one click, with no edit queued before it.
    const added = addModule(draft, example, place, terminalsOf(page.wire));
    edit(() => added.draft);
    onSelect(added.key);
    announce(t('announce_added', { type: t(`type_${type}`) }));
  };
  const onDuplicate = (key: string) => {
    const duplicated = duplicateModule(draft, page.wire, key);
    if (!duplicated) return;
    edit(() => duplicated.draft);
    onSelect(duplicated.key);
    announce(t('announce_duplicated', { module: nameOf(key) }));
  };
  const onDelete = (key: string) => {
    const place = draft.order.indexOf(key);
    edit((current) => deleteModule(current, key));
    onSelect(draft.order[place + 1] ?? draft.order[place - 1] ?? null);
    announce(t('announce_deleted', { module: nameOf(key) }));
  };

  const reply = (notes?: readonly ReadinessItem[]) => asJson({ ...draftReply(page.wire, draft), ...(notes?.length ? { notes: notes.map((item) => `${nameOf(item.moduleId)}: ${readinessWords(item, t)}`) } : {}) });
  const copy = async (text: string, done: string) => announce((await copyText(text)) ? done : t('copyFailed'));
  const selectedModule = selected ? editedModule(page.wire, draft, selected) : null;

  if (page.wire.length === 0) {
    const none = <p role="note">{t('noRecordedPage')}</p>;
    return children(
      { frameDraft: null, draft: null, mockSchedule: null, setMock: () => undefined, changed: new Set(), step: () => undefined, thrown: () => undefined },
      { outline: none, inspector: null, actions: null },
    );
  }
  const ready = readiness.length === 0;
  const actions = (
    <DraftActions
      changed={changes.length > 0}
      ready={ready}
      canUndo={canUndo}
      canRedo={canRedo}
      onUndo={onUndo}
      onRedo={onRedo}
      onReset={() => {
        reset();
        announce(t('announce_reset'));
      }}
      onDownload={(anyway) => downloadText(reply(anyway ? readiness : undefined), `page-detail-${page.pageId}.json`, 'application/json')}
      onCopy={(anyway) => void copy(reply(anyway ? readiness : undefined), t('copied'))}
    />
  );
  const outline = (
    <Outline rows={rows} draft={shownDraft} faulty={faulty} changed={marked} selected={selected} onSelect={onSelect} onMove={onMove} onHide={onHide} onAdd={(type) => void onAdd(type)} />
  );
  const inspector = (
    <Inspector
      selected={selected && selectedModule ? { key: selected, module: selectedModule } : null}
      pages={pages}
      onWrite={onWrite}
      onDuplicate={onDuplicate}
      onDelete={onDelete}
      readiness={readiness}
      changes={changes}
      nameOf={nameOf}
      onShow={onSelect}
      onCopyReport={() => void copy(asJson({ ...report, readiness }), t('reportCopied'))}
    />
  );
  const view: DraftView = {
    frameDraft,
    draft: shownDraft,
    mockSchedule: draft.mockSchedule,
    setMock: (mock) => edit((current: Draft) => setMockSchedule(current, mock)),
    changed: marked,
    step: (action) => (action === 'undo' ? onUndo() : onRedo()),
    thrown: (fault) => setThrown((known) => [...known, fault]),
  };
  return children(view, { outline, inspector, actions });
}
