import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getAccountAttendeeIdentities, getAccountUser } from '../api/identity';
import { useSession } from '../auth/SessionProvider';
import { isSignedInStatus } from '../auth/session';
import { useSite } from '../site/SiteContext';
import { hostOf } from '../site/hostOf';
import { report } from '../platform/report';
import { tellFailure } from '../platform/whenStaying';
import { createIdentityStore, SIGNED_OUT, type IdentityLoaders, type IdentityState, type IdentityStore } from './store';

const gatewayLoaders: IdentityLoaders = {
  user: (accountId, signal) => getAccountUser(accountId, signal),
  identities: (key, signal) => getAccountAttendeeIdentities(key, signal),
};

const IdentityContext = createContext<IdentityStore | null>(null);

/** Session states in which calls marked auth carry a token. */

/**
 * Keeps the identity store in step with the session: loads for the signed-in account in this
 * site's event, clears on sign-out or expiry. While the session is still being checked nothing
 * changes, so a reload does not flash the signed-out view.
 */
export function IdentityProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const { site } = useSite();
  const { bventId, topOrgId } = hostOf(site);
  const [store] = useState(() => createIdentityStore(gatewayLoaders));
  const accountId = isSignedInStatus(status) ? (user?.accountId ?? null) : null;

  useEffect(() => {
    if (status === 'checking') return;
    store.follow(accountId ? { accountId, bventId, topOrgId } : null);
  }, [store, status, accountId, bventId, topOrgId]);

  useEffect(
    () =>
      store.subscribe(() => {
        const state = store.getState();
        // A load the visitor's leaving cut (Firefox fails it before the page goes) is no fault.
        if (state.status === 'error') tellFailure(state.error, () => report('identity', { accountId: state.key.accountId, error: String(state.error) }));
      }),
    [store],
  );

  return <IdentityContext value={store}>{children}</IdentityContext>;
}

function useStore(): IdentityStore {
  const store = useContext(IdentityContext);
  if (!store) throw new Error('useIdentity must be used inside IdentityProvider');
  return store;
}

/** The signed-in account's user info and identities, and a retry after a failure. */
export function useIdentity(): IdentityState & { reload: () => void } {
  const store = useStore();
  // A page rendered on a server shows nobody signed in; the visitor's account comes after.
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SIGNED_OUT);
  return { ...state, reload: store.reload };
}
