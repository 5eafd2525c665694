import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageSummary } from './bundles';
import { ChangesPanel } from './compare/ChangesPanel';
import type { DraftChange } from './compare/changes';
import type { FieldPath } from './fieldPath';
import { ReadinessPanel } from './readiness/ReadinessPanel';
import type { ReadinessItem } from './readiness/readiness';
import { SettingsPanel } from './settings/SettingsPanel';
import { WORKBENCH_NS } from './texts';

type Tab = 'settings' | 'check' | 'changes';
const TABS: readonly Tab[] = ['settings', 'check', 'changes'];

interface Props {
  selected: { key: string; module: Record<string, unknown> } | null;
  pages: readonly PageSummary[];
  onWrite: (path: FieldPath, value: unknown) => void;
  onDuplicate: (key: string) => void;
  onDelete: (key: string) => void;
  readiness: readonly ReadinessItem[];
  changes: readonly DraftChange[];
  nameOf: (key: string) => string;
  onShow: (key: string) => void;
  onCopyReport: () => void;
}

/** The right-hand panel: the selected module's settings, the page's readiness check, and what the draft changed; one tab at a time. */
export function Inspector({ selected, pages, onWrite, onDuplicate, onDelete, readiness, changes, nameOf, onShow, onCopyReport }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const [tab, setTab] = useState<Tab>('settings');
  const counts: Record<Tab, number | null> = { settings: null, check: readiness.length, changes: changes.length };
  const show = (key: string) => {
    onShow(key);
    setTab('settings');
  };
  return (
    <Box>
      <div role="tablist" aria-label={t('inspector')} className="tabs">
        {TABS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`tab-${entry}`}
            aria-selected={tab === entry}
            aria-controls={`panel-${entry}`}
            tabIndex={tab === entry ? 0 : -1}
            onClick={() => setTab(entry)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(TABS.indexOf(entry) + step + TABS.length) % TABS.length]!;
              setTab(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {t(`tab_${entry}`)}
            {counts[entry] !== null && (
              <span className="count" data-warn={(entry === 'check' && counts[entry]! > 0) || undefined}>
                {counts[entry]}
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel">
        {tab === 'settings' &&
          (selected ? (
            <SettingsPanel
              key={selected.key}
              moduleKey={selected.key}
              moduleType={typeof selected.module.moduleType === 'string' ? selected.module.moduleType : 'unknown'}
              module={selected.module}
              pages={pages}
              onWrite={onWrite}
              onDuplicate={() => onDuplicate(selected.key)}
              onDelete={() => onDelete(selected.key)}
            />
          ) : (
            <p className="empty">{t('selectToEdit')}</p>
          ))}
        {tab === 'check' && <ReadinessPanel items={readiness} nameOf={nameOf} onShow={show} onCopy={onCopyReport} />}
        {tab === 'changes' && <ChangesPanel changes={changes} nameOf={nameOf} onShow={show} />}
      </div>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-height: 0;
  height: 100%;
  .tabs {
    display: flex;
    gap: var(--space-1);
    padding: 0 var(--space-3);
    border-bottom: 1px solid var(--color-border);
  }
  [role='tab'] {
    display: inline-flex;
    gap: var(--space-1);
    align-items: center;
    min-height: 40px;
    padding: 0 var(--space-2);
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: var(--color-text-muted);
    font: inherit;
    font-size: 14px;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    border-bottom-color: var(--color-primary);
    color: var(--color-text);
    font-weight: 600;
  }
  [role='tab']:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: -2px;
  }
  .count {
    min-width: 20px;
    padding: 0 6px;
    border-radius: var(--radius-pill);
    background: var(--color-surface);
    font-size: 12px;
    text-align: center;
  }
  .count[data-warn] {
    background: var(--color-danger-tint);
    color: var(--color-danger);
    font-weight: 600;
  }
  .panel {
    overflow: auto;
    padding: var(--space-3);
  }
  .empty {
    color: var(--color-text-muted);
    font-size: 14px;
  }
`;
