import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WORKBENCH_NS } from './texts';
import { Tool } from './settings/style';

interface Props {
  changed: boolean;
  /** The readiness check finds nothing: the draft may be handed over. */
  ready: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  /** `anyway`: handed over while not ready, what is left goes into the reply's notes. */
  onDownload: (anyway: boolean) => void;
  onCopy: (anyway: boolean) => void;
}

/**
 * The draft's commands: undo, redo, reset, and its hand-off as the page detail reply (a file or
 * the clipboard), held back while the page is not ready unless the organiser says to hand it over anyway.
 */
export function DraftActions({ changed, ready, canUndo, canRedo, onUndo, onRedo, onReset, onDownload, onCopy }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const [anyway, setAnyway] = useState(false);
  const open = ready || anyway;
  return (
    <Bar>
      <span className="state" data-changed={changed || undefined}>
        {changed ? t('draftChanged') : t('draftClean')}
      </span>
      <Tool type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        {t('undo')}
      </Tool>
      <Tool type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
        {t('redo')}
      </Tool>
      <Tool type="button" onClick={onReset} disabled={!changed}>
        {t('reset')}
      </Tool>
      <span className="handoff">
        <Tool type="button" className="primary" onClick={() => onDownload(!ready)} disabled={!open} aria-describedby={open ? undefined : 'handoff-held'}>
          {t('download')}
        </Tool>
        <Tool type="button" onClick={() => onCopy(!ready)} disabled={!open} aria-describedby={open ? undefined : 'handoff-held'}>
          {t('copy')}
        </Tool>
        {!ready && (
          <label className="anyway">
            <input type="checkbox" checked={anyway} onChange={(event) => setAnyway(event.target.checked)} />
            {t('handOverAnyway')}
          </label>
        )}
        {!open && (
          <span id="handoff-held" className="visually-hidden">
            {t('handoffHeld')}
          </span>
        )}
      </span>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  align-items: center;
  .state {
    padding: 2px var(--space-2);
    border-radius: var(--radius-pill);
    background: var(--color-surface);
    color: var(--color-text-muted);
    font-size: 12px;
    margin-right: var(--space-1);
  }
  .state[data-changed] {
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
    font-weight: 600;
  }
  .handoff {
    display: inline-flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    align-items: center;
    margin-left: var(--space-2);
  }
  .primary:not(:disabled) {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-on-primary);
  }
  .anyway {
    display: inline-flex;
    gap: var(--space-1);
    align-items: center;
    min-height: 32px;
    font-size: 12px;
  }
`;
