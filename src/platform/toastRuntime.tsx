import { useEffect } from 'react';
import { createActor } from 'xstate';
import { toastMachine, type ToastEvent } from '../machines/toast';
import { ToastView } from './ToastView';

/**
 * The one toast actor of the app and its view: the heavy half of the toast (XState), loaded
 * after first render or at the first toast, whichever comes first.
 */
const toastActor = createActor(toastMachine).start();

export function send(event: ToastEvent): void {
  toastActor.send(event);
}

/** The view; `onMounted` runs once its live region is in the document. */
export function ToastHost({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <ToastView actor={toastActor} />;
}
