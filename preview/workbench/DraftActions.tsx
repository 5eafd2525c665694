import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WORKBENCH_NS } from './texts';

interface Props {
  changed: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  onDownload: () => void;
  onCopy: () => void;
}

/** The draft's commands: undo, redo, reset, and its hand-off as the page detail reply (a file or the clipboard). */
export function DraftActions({ changed, canUndo, canRedo, onUndo, onRedo, onReset, onDownload, onCopy }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  return (
    <Bar>
      <p className="state">{changed ? t('draftChanged') : t('draftClean')}</p>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        {t('undo')}
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
        {t('redo')}
      </button>
      <button type="button" onClick={onReset} disabled={!changed}>
        {t('reset')}
      </button>
      <button type="button" onClick={onDownload}>
        {t('download')}
      </button>
      <button type="button" onClick={onCopy}>
        {t('copy')}
      </button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  align-items: center;
  .state {
    flex-basis: 100%;
    margin: 0;
    font-size: 14px;
    color: var(--color-text-muted);
  }
  button {
    min-height: 44px;
    padding-inline: var(--space-3);
    font: inherit;
  }
`;
