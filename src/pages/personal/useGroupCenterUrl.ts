import { getGroupCenterRegistrationUrl } from '../../api/identity';
import { useQuery } from '../../platform/useQuery';

/**
 * The group-member centre's registration address, asked for only when the visitor holds a group
 * identity. It belongs to the event and site, not to the account, so it may stay cached. A
 * failure leaves the entry out (the spec swallows such fetch failures).
 */
export function useGroupCenterUrl(wanted: boolean, bventId: string, siteId: string): string | null {
  const query = useQuery(wanted ? `group-center:${bventId}:${siteId}` : null, (signal) => getGroupCenterRegistrationUrl(bventId, siteId, signal));
  return query.status === 'ready' ? query.data : null;
}
