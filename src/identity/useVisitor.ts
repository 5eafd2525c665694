import { useMemo } from 'react';
import type { Visitor } from './access';
import { useSession } from '../auth/SessionProvider';
import { isSignedInStatus } from '../auth/session';
import { useIdentity } from './IdentityProvider';

/**
 * The visitor as the authority rule needs them. Identities count only once loaded for the
 * account signed in now (null = wait); a failed load admits to nothing restricted. The same
 * visitor object is kept while nothing changes, so pages do not re-render for nothing.
 */
export function useVisitor(): Visitor {
  const session = useSession();
  const identity = useIdentity();
  const accountId = isSignedInStatus(session.status) ? (session.user?.accountId ?? null) : null;
  const current = accountId !== null && identity.status !== 'signedOut' && identity.key.accountId === accountId;
  const identities = !current || identity.status === 'loading' ? null : identity.status === 'ready' ? identity.identities : NONE;
  const status = session.status === 'checking' ? 'checking' : accountId ? 'signedIn' : 'signedOut';
  return useMemo((): Visitor => (status === 'signedIn' ? { status, identities } : { status }), [status, identities]);
}

const NONE: readonly never[] = [];
