import { useEffect, useEffectEvent } from 'react';

/** Where a key press is typing, not a command: text fields, choices and editable text keep their own undo. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}

/**
 * Undo on Ctrl+Z or Cmd+Z; redo on Shift with either, or Ctrl+Y: the keys of Windows, Linux and
 * macOS alike, whichever the organiser's hands know. Not while typing in a field.
 */
export function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z') {
      event.preventDefault();
      if (event.shiftKey) onRedo();
      else onUndo();
    } else if (key === 'y' && event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      onRedo();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
