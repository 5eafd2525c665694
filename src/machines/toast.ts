import { assign, setup } from 'xstate';

/** Spec section 4: a toast becomes visible about 10 ms after it is asked for. */
export const TOAST_SHOW_DELAY_MS = 10;
/** Spec section 9: toast default 1500 ms. */
export const TOAST_DEFAULT_DURATION_MS = 1500;

export const TOAST_ICONS = ['success', 'error', 'loading', 'none'] as const;
export type ToastIcon = (typeof TOAST_ICONS)[number];
/** Spec section 5: the toast icon must be an allowed icon, default success. */
export const DEFAULT_TOAST_ICON: ToastIcon = 'success';

export interface ShowToastOptions {
  title: string;
  icon?: string;
  duration?: number;
  image?: string;
  mask?: boolean;
}

export interface ShowLoadingOptions {
  title: string;
  mask?: boolean;
}

/** What is on screen. `kind` pairs it with its hide call: hideToast for toasts, hideLoading for loadings. */
export interface ToastMessage {
  kind: 'toast' | 'loading';
  title: string;
  icon: ToastIcon;
  duration: number;
  image?: string;
  mask: boolean;
}

export type ToastEvent =
  | ({ type: 'SHOW_TOAST' } & ShowToastOptions)
  | ({ type: 'SHOW_LOADING' } & ShowLoadingOptions)
  | { type: 'HIDE_TOAST' }
  | { type: 'HIDE_LOADING' };

export function normalizeIcon(icon: string | undefined): ToastIcon {
  return TOAST_ICONS.find((allowed) => allowed === icon) ?? DEFAULT_TOAST_ICON;
}

export function toastMessage(event: ToastEvent): ToastMessage | null {
  switch (event.type) {
    case 'SHOW_TOAST':
      return {
        kind: 'toast',
        title: event.title,
        icon: normalizeIcon(event.icon),
        duration: event.duration ?? TOAST_DEFAULT_DURATION_MS,
        ...(event.image ? { image: event.image } : {}),
        mask: event.mask ?? false,
      };
    case 'SHOW_LOADING':
      return { kind: 'loading', title: event.title, icon: 'loading', duration: 0, mask: event.mask ?? false };
    default:
      return null;
  }
}

/** While something is on screen, a new show replaces it at once and restarts its timer. */
const swapInPlace = {
  SHOW_TOAST: { target: '#toast.toast.shown', reenter: true, actions: 'remember' },
  SHOW_LOADING: { target: '#toast.loading.shown', reenter: true, actions: 'remember' },
} as const;

/** The tag carried by every state in which the message is on screen. */
export const VISIBLE_TAG = 'visible';

/**
 * hidden → (toast | loading).entering → (10 ms) → .shown. A toast leaves `shown` after its
 * duration; a loading has no timer and waits for hideLoading. A show while something is already
 * on screen swaps the message in place (no 10 ms blink) and restarts the duration.
 */
export const toastMachine = setup({
  types: {
    context: {} as { message: ToastMessage | null },
    events: {} as ToastEvent,
  },
  actions: {
    remember: assign({ message: ({ event }) => toastMessage(event) }),
    forget: assign({ message: null }),
    warnUnpaired: ({ event }) => {
      const show = event.type === 'HIDE_LOADING' ? 'showLoading' : 'showToast';
      const hide = event.type === 'HIDE_LOADING' ? 'hideLoading' : 'hideToast';
      console.warn(`${hide}: unpaired, nothing was shown by ${show}; ignored`);
    },
  },
  delays: {
    showDelay: TOAST_SHOW_DELAY_MS,
    duration: ({ context }) => context.message?.duration ?? TOAST_DEFAULT_DURATION_MS,
  },
}).createMachine({
  id: 'toast',
  initial: 'hidden',
  context: { message: null },
  on: {
    SHOW_TOAST: { target: '.toast', reenter: true, actions: 'remember' },
    SHOW_LOADING: { target: '.loading', reenter: true, actions: 'remember' },
    // Overridden in the one state each pairs with; anywhere else the hide is unpaired.
    HIDE_TOAST: { actions: 'warnUnpaired' },
    HIDE_LOADING: { actions: 'warnUnpaired' },
  },
  states: {
    hidden: { entry: 'forget' },
    toast: {
      initial: 'entering',
      on: { HIDE_TOAST: { target: 'hidden' } },
      states: {
        entering: { after: { showDelay: 'shown' } },
        shown: {
          tags: VISIBLE_TAG,
          after: { duration: '#toast.hidden' },
          on: swapInPlace,
        },
      },
    },
    loading: {
      initial: 'entering',
      on: { HIDE_LOADING: { target: 'hidden' } },
      states: {
        entering: { after: { showDelay: 'shown' } },
        shown: {
          tags: VISIBLE_TAG,
          on: swapInPlace,
        },
      },
    },
  },
});
