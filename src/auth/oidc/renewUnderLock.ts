import { EXPIRING_NOTICE_SECONDS } from './settings';

/** The Web Lock every tab of the site takes to renew: one renewal in flight at a time (upstream #430, #1648). */
export const RENEWAL_LOCK = 'minisite-token-renewal';

/** The slice of a User this step reads. */
export interface RenewableUser {
  id_token?: string;
  expires_in?: number;
}

export interface RenewalSteps<U extends RenewableUser> {
  /** navigator.locks where the browser has it; without it the renewal runs unlocked. */
  locks: LockManager | undefined;
  /** The user this page holds now. */
  current: () => U | null;
  /** The user in the store now (another renewal may have written it while we waited). */
  readStored: () => Promise<U | null>;
  /** A silent sign-in in the hidden frame. */
  renew: () => Promise<U>;
  /** Our ID-token checks against the sign-in being renewed, then the user is kept; throws when refused. */
  accept: (user: U) => Promise<void>;
}

/** Fresh enough that renewing again would be a waste: outside the expiring notice. */
const fresh = (user: RenewableUser) => (user.expires_in ?? 0) > EXPIRING_NOTICE_SECONDS;

/**
 * One renewal under the lock. A page that waited for the lock re-reads the store first: when
 * another renewal already stored a fresh token, that one is checked and adopted instead of
 * renewing again.
 */
export async function renewUnderLock<U extends RenewableUser>(steps: RenewalSteps<U>): Promise<'renewed' | 'adopted'> {
  const before = steps.current();
  const run = async (): Promise<'renewed' | 'adopted'> => {
    const stored = await steps.readStored();
    if (stored && stored.id_token !== before?.id_token && fresh(stored)) {
      await steps.accept(stored);
      return 'adopted';
    }
    await steps.accept(await steps.renew());
    return 'renewed';
  };
  return steps.locks ? steps.locks.request(RENEWAL_LOCK, run) : run();
}
