import type { MallScope } from '../useMall';

/**
 * The idempotency key of a redemption whose answer has not come, kept in the tab's
 * sessionStorage by account, event and item: a reload in the middle of it, or a retry after a
 * timeout, sends the same key again and the gateway makes no second order. Forgotten on a
 * success or a refusal, the answers that end an attempt.
 */
export function pendingRedemption(scope: Pick<MallScope, 'account' | 'businessId'>, merchandiseId: string) {
  const key = `points:redeeming:${scope.account}:${scope.businessId}:${merchandiseId}`;
  const storage = () => {
    try {
      return window.sessionStorage;
    } catch {
      // Storage switched off: the attempt is kept in memory only, as long as the page lives.
      return null;
    }
  };
  return {
    read: (): string | null => storage()?.getItem(key) ?? null,
    keep: (idempotencyKey: string) => {
      try {
        storage()?.setItem(key, idempotencyKey);
      } catch {
        // A full quota: the machine still holds the key until the page goes.
      }
    },
    forget: () => storage()?.removeItem(key),
  };
}
