import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { toastMachine, type ShowLoadingOptions, type ShowToastOptions } from '../machines/toast';
import { ToastView } from './ToastView';

/**
 * The one toast actor of the app, started at import rather than by the provider: the API layer
 * may call it outside React, and React runs children's effects before their parent's, so an
 * actor created by the provider would not exist yet for a child that shows a loading on mount.
 */
const toastActor = createActor(toastMachine).start();

export interface ToastApi {
  showToast(options: ShowToastOptions): void;
  showLoading(options: ShowLoadingOptions): void;
  hideToast(): void;
  hideLoading(): void;
}

/** The spec's toast calls, usable anywhere (API layer, event handlers, machines' effects). */
export const toast: ToastApi = {
  showToast: (options) => toastActor.send({ type: 'SHOW_TOAST', ...options }),
  showLoading: (options) => toastActor.send({ type: 'SHOW_LOADING', ...options }),
  hideToast: () => toastActor.send({ type: 'HIDE_TOAST' }),
  hideLoading: () => toastActor.send({ type: 'HIDE_LOADING' }),
};

/** Renders the app's toast above everything else; mount it once, near the root. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastView actor={toastActor} />
    </>
  );
}

export function useToast(): ToastApi {
  return toast;
}
