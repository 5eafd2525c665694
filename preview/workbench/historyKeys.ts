// The keys of undo and redo, read alike in the workbench and in the page of its frame.

/** Where a key press is typing, not a command: text fields, choices and editable text keep their own undo. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}

export type HistoryStep = 'undo' | 'redo';

/**
 * Undo on Ctrl+Z or Cmd+Z; redo on Shift with either, or Ctrl+Y: the keys of Windows, Linux and
 * macOS alike, whichever the organiser's hands know. Not while typing in a field.
 */
export function historyStepOf(event: KeyboardEvent): HistoryStep | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
}
