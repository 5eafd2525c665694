import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageDetailList } from '../../schemas/page';
import { copyText } from '../../src/platform/clipboard';
import { downloadText } from '../../src/platform/download';
import { applyDraft, draftReply, moduleRows, moveModule, sameDraft, setHidden, setMockSchedule, type Draft } from './draft';
import { DraftActions } from './DraftActions';
import { Outline } from './Outline';
import type { RecordedPage } from './recordedPage';
import { pageReport, type ThrownFault } from './report';
import { Report } from './Report';
import { WORKBENCH_NS } from './texts';
import { useDraft } from './useDraft';
import type { HistoryStep } from './historyKeys';
import { useUndoKeys } from './useUndoKeys';

/** What the page's draft gives the rest of the workbench: the frame's draft and the controls that set it. */
export interface DraftView {
  frameDraft: { pageId: string; details: ReturnType<typeof pageDetailList.parse> } | null;
  mockSchedule: boolean | null;
  setMock: (mock: boolean) => void;
  /** Undo or redo pressed where the workbench's own keys do not reach (the page in the frame). */
  step: (step: HistoryStep) => void;
  /** A module of this page threw while rendering in the frame: the report lists it while the draft shows it. */
  thrown: (fault: ThrownFault) => void;
}

interface Props {
  page: RecordedPage;
  selected: string | null;
  onSelect: (key: string) => void;
  announce: (message: string) => void;
  /** Lays out the frame (given the draft) beside the draft's panels. */
  children: (view: DraftView, panels: ReactNode) => ReactNode;
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One page's draft: its history, its outline and commands, its validation report, and what the frame renders. */
export function DraftedPage({ page, selected, onSelect, announce, children }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { draft, recorded, canUndo, canRedo, edit, undo, redo, reset } = useDraft(page);
  const rows = useMemo(() => moduleRows(page.wire), [page.wire]);
  const details = useMemo(() => pageDetailList.safeParse(applyDraft(page.wire, draft)).data ?? null, [page.wire, draft]);
  const frameDraft = useMemo(() => details && { pageId: page.pageId, details }, [page.pageId, details]);
  const [thrown, setThrown] = useState<readonly ThrownFault[]>([]);
  const report = useMemo(() => pageReport(page.pageId, details ?? [], thrown), [page.pageId, details, thrown]);
  const faulty = useMemo(() => new Set(report.faults.map((fault) => fault.moduleId)), [report]);
  const nameOf = (key: string) => {
    const row = rows.find((entry) => entry.key === key);
    return row ? t('moduleName', { title: row.title || row.key, type: row.moduleType }) : key;
  };

  const step = (action: 'undo' | 'redo', possible: boolean, run: () => void) => {
    if (!possible) return announce(t('announce_nothing', { action: t(action) }));
    run();
    announce(t(`announce_${action}`));
  };
  const onUndo = () => step('undo', canUndo, undo);
  const onRedo = () => step('redo', canRedo, redo);
  useUndoKeys(onUndo, onRedo);

  const onMove = (key: string, to: number, dragged = false) => {
    edit((current) => moveModule(current, key, to));
    if (!dragged) announce(t('announce_moved', { module: nameOf(key), position: Math.max(0, Math.min(to, draft.order.length - 1)) + 1, total: draft.order.length }));
  };
  const onHide = (key: string, hidden: boolean) => {
    edit((current) => setHidden(current, key, hidden));
    announce(t(hidden ? 'announce_hidden' : 'announce_shown', { module: nameOf(key) }));
  };
  const reply = () => asJson(draftReply(page.wire, draft));
  const copy = async (text: string, done: string) => announce((await copyText(text)) ? done : t('copyFailed'));
  const changed = !sameDraft(draft, recorded);

  if (page.wire.length === 0) {
    return children({ frameDraft: null, mockSchedule: null, setMock: () => undefined, step: () => undefined, thrown: () => undefined }, <p role="note">{t('noRecordedPage')}</p>);
  }
  const panels = (
    <>
      <section aria-labelledby="outline-heading">
        <h2 id="outline-heading">{t('outline')}</h2>
        <p className="help">{t('outlineHelp')}</p>
        <DraftActions
          changed={changed}
          canUndo={canUndo}
          canRedo={canRedo}
          onUndo={onUndo}
          onRedo={onRedo}
          onReset={() => {
            reset();
            announce(t('announce_reset'));
          }}
          onDownload={() => downloadText(reply(), `page-detail-${page.pageId}.json`, 'application/json')}
          onCopy={() => void copy(reply(), t('copied'))}
        />
        <Outline rows={rows} draft={draft} faulty={faulty} selected={selected} onSelect={onSelect} onMove={onMove} onHide={onHide} />
      </section>
      <Report report={report} onShow={onSelect} onCopy={() => void copy(asJson(report), t('reportCopied'))} />
    </>
  );
  const view: DraftView = {
    frameDraft,
    mockSchedule: draft.mockSchedule,
    setMock: (mock) => edit((current: Draft) => setMockSchedule(current, mock)),
    step: (action) => (action === 'undo' ? onUndo() : onRedo()),
    thrown: (fault) => setThrown((known) => [...known, fault]),
  };
  return children(view, panels);
}
