import { afterFirstScreen } from './firstScreen';
import type { KeptCall } from './replyStore';

export type { KeptCall };

/**
 * The content replies a visitor has been shown, kept on the device so that the site, its pages
 * and the programme open at the venue when its Wi-Fi drops. The page keeps them itself, not the
 * service worker: every gateway call stays the page's own, and a reply sent with a visitor's
 * token is kept under that account alone and forgotten at sign-out. Which calls are kept, and
 * how, is ./replyStore.ts, whose code loads after the first screen.
 */

const loadStore = () => import('./replyStore');
const ignore = () => undefined;

/** Keeps a reply the page has just shown, if its call is one kept; the write waits for the first screen. */
export function keepReply(call: KeptCall, returnObj: unknown): void {
  afterFirstScreen(() => void loadStore().then((store) => store.writeReply(call, returnObj), ignore));
}

/** The reply kept for this call, now shown in place of the network's; null when none was. */
export const readSavedReply = (call: KeptCall) => loadStore().then((store) => store.readReply(call), () => null);

/** Forgets every reply kept for a signed-in account: a shared device keeps nothing of the visitor who signed out. */
export const forgetAccountReplies = () => loadStore().then((store) => store.forgetAccounts(), ignore);
