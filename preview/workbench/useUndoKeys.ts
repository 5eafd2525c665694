import { useEffect, useEffectEvent } from 'react';
import { historyStepOf } from './historyKeys';

/** The undo and redo keys pressed in the workbench (the frame forwards its own, see frameBridge). */
export function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    const step = historyStepOf(event);
    if (!step) return;
    event.preventDefault();
    if (step === 'undo') onUndo();
    else onRedo();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
