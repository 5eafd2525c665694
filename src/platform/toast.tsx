import { lazy, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterFirstScreen } from './firstScreen';
import { PartBoundary } from './PartBoundary';
import type { ShowLoadingOptions, ShowToastOptions, ToastEvent } from '../machines/toast';

export interface ToastApi {
  showToast(options: ShowToastOptions): void;
  showLoading(options: ShowLoadingOptions): void;
  hideToast(): void;
  hideLoading(): void;
}

type Runtime = typeof import('./toastRuntime');

let runtime: Promise<Runtime> | null = null;

/** Loads the toast machine once; a download that failed is tried again by the next toast. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./toastRuntime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

let viewMounted: () => void = () => undefined;
const viewReady = new Promise<void>((resolve) => (viewMounted = resolve));
/**
 * The machine, once its view is on screen: a message sent earlier would run its duration
 * unseen while a busy page renders the view, and a live region that appears with its text
 * already in it is not announced. Every caller shares this promise, so calls keep their order.
 */
let ready: Promise<Runtime> | null = null;

/** Set by the first toast asked for: its view must be on screen before the machine shows it. */
let viewWanted = false;
const wantListeners = new Set<() => void>();

function send(event: ToastEvent): void {
  if (!viewWanted) {
    viewWanted = true;
    for (const listener of wantListeners) listener();
  }
  ready ??= Promise.all([loadRuntime(), viewReady]).then(([loaded]) => loaded);
  // A toast whose code did not come is lost, not an error of the page: the view's boundary reports it.
  ready.then((loaded) => loaded.send(event)).catch(() => {
    ready = null;
  });
}

/**
 * The spec's toast calls, usable anywhere (API layer, event handlers, machines' effects). The
 * machine is not part of the first render's code: a call before it has loaded waits for it.
 */
export const toast: ToastApi = {
  showToast: (options) => send({ type: 'SHOW_TOAST', ...options }),
  showLoading: (options) => send({ type: 'SHOW_LOADING', ...options }),
  hideToast: () => send({ type: 'HIDE_TOAST' }),
  hideLoading: () => send({ type: 'HIDE_LOADING' }),
};

const ToastHost = lazy(() => loadRuntime().then((loaded) => ({ default: loaded.ToastHost })));

/**
 * Renders the app's toast above everything else; mount it once, near the root. Its view (with
 * the polite live region) mounts once the browser is idle after the page's first screen, long
 * before a visitor can do anything that shows a toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  // A toast asked for before the idle moment (a click on a slow phone) mounts the view at once,
  // so the message is not shown and hidden again by the machine before anyone could see it.
  const wanted = useSyncExternalStore(
    (listener) => {
      wantListeners.add(listener);
      return () => void wantListeners.delete(listener);
    },
    () => viewWanted,
    // A page rendered on a server wants no toast: nobody has clicked yet.
    () => false,
  );
  const mounted = idle || wanted;
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const stopWaiting = afterFirstScreen(() => {
      const mount = () => setIdle(true);
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(mount, { timeout: 500 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(mount, 0);
        cancelIdle = () => clearTimeout(timer);
      }
    });
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, []);
  return (
    <>
      {children}
      {mounted && (
        <PartBoundary part="toast">
          <ToastHost onMounted={viewMounted} />
        </PartBoundary>
      )}
    </>
  );
}

export function useToast(): ToastApi {
  return toast;
}
