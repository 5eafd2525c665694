import type { IntellectualProperty } from '../../../schemas/event';
import { getIntellectualProperty } from '../../api/event';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { useQuery } from '../../platform/useQuery';

/**
 * The event's intellectual-property statement, for a signed-in visitor (the call is auth). Ours:
 * the spec names the call and its error text only. Signed out, or when the event has none (its
 * null reply: 'GetIntellectualPropertyByBventId result is null') or the call fails, there is
 * nothing to show: the footer's other parts stay as they are.
 */
export function useIntellectualProperty(bventId: string): IntellectualProperty | null {
  const { status } = useSession();
  const key = isSignedInStatus(status) ? `intellectual-property:${bventId}` : null;
  return useQuery(key, (signal) => getIntellectualProperty(bventId, signal)).data ?? null;
}
