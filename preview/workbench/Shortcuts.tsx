import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../src/theme/Modal';
import { isTyping } from './historyKeys';
import { WORKBENCH_NS } from './texts';
import type { ViewportPreset } from './viewport';

interface Commands {
  zoomIn: () => void;
  zoomOut: () => void;
  zoomFit: () => void;
  viewport: (preset: Exclude<ViewportPreset, 'custom'>) => void;
  togglePanels: () => void;
}

/** What organisers repeat, by key (never while typing in a field): the list behind `?` says the same. */
const KEYS: readonly { keys: string; action: string; run?: (commands: Commands) => void }[] = [
  { keys: '1', action: 'shortcut_phone', run: (commands) => commands.viewport('phone') },
  { keys: '2', action: 'shortcut_tablet', run: (commands) => commands.viewport('tablet') },
  { keys: '3', action: 'shortcut_desktop', run: (commands) => commands.viewport('desktop') },
  { keys: '+', action: 'shortcut_zoomIn', run: (commands) => commands.zoomIn() },
  { keys: '-', action: 'shortcut_zoomOut', run: (commands) => commands.zoomOut() },
  { keys: '0', action: 'shortcut_zoomFit', run: (commands) => commands.zoomFit() },
  { keys: '\\', action: 'shortcut_panels', run: (commands) => commands.togglePanels() },
  { keys: 'Ctrl/⌘ Z', action: 'shortcut_undo' },
  { keys: 'Ctrl/⌘ Shift Z, Ctrl Y', action: 'shortcut_redo' },
  { keys: '?', action: 'shortcut_help' },
];

/** The workbench's single-key commands, and whether their list is open. */
export function useShortcuts(commands: Commands) {
  const [isOpen, setOpen] = useState(false);
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (event.key === '?') {
      event.preventDefault();
      setOpen(true);
      return;
    }
    const command = KEYS.find((entry) => entry.keys === (event.key === '=' ? '+' : event.key))?.run;
    if (!command) return;
    event.preventDefault();
    command(commands);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) };
}

/** The list of shortcuts, in a dialog. */
export function Shortcuts({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(WORKBENCH_NS);
  if (!open) return null;
  return (
    <Modal onClose={onClose} aria-labelledby="shortcuts-heading">
      <Sheet>
        <h2 id="shortcuts-heading">{t('shortcuts')}</h2>
        <dl>
          {KEYS.map((entry) => (
            <div key={entry.keys}>
              <dt>
                <kbd>{entry.keys}</kbd>
              </dt>
              <dd>{t(entry.action)}</dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </Sheet>
    </Modal>
  );
}

const Sheet = styled.div`
  display: grid;
  gap: var(--space-3);
  min-width: min(420px, 90vw);
  padding: var(--space-4);
  h2 {
    margin: 0;
    font-size: 18px;
  }
  dl {
    display: grid;
    gap: var(--space-1);
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: 14ch 1fr;
    gap: var(--space-2);
  }
  dd {
    margin: 0;
  }
  kbd {
    padding: 1px 6px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    font-family: inherit;
    font-size: 13px;
  }
  button {
    justify-self: end;
    min-height: 36px;
    padding: 0 var(--space-3);
    font: inherit;
  }
`;
