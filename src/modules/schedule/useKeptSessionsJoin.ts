import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followSession } from '../../api/schedule';
import { toast } from '../../platform/toast';
import { followScope, setFollowEntry } from './followState';
import { keptSessions, releaseSessions } from './keptSessions';
import { NS } from './texts';

/** One join per account and event at a time, however many programmes are on screen. */
const joining = new Set<string>();

/**
 * Once a visitor is signed in (`account`), the sessions they kept in this browser while signed
 * out join their account: each is followed through the gateway, and let go of here once the
 * gateway has it. A session the gateway refuses stays kept, and is tried again on the next visit.
 * A null bventId (an event whose sessions cannot be followed) joins nothing.
 */
export function useKeptSessionsJoin(bventId: string | null, account: string | null): void {
  const { t } = useTranslation(NS);
  useEffect(() => {
    if (!bventId || !account) return;
    const ids = keptSessions(bventId);
    const scope = followScope(bventId, account);
    if (!ids.length || joining.has(scope)) return;
    joining.add(scope);
    for (const id of ids) setFollowEntry(scope, id, { followed: true, pending: true });
    void Promise.allSettled(ids.map((id) => followSession(bventId, id, true))).then((results) => {
      joining.delete(scope);
      const joined = ids.filter((id, at) => {
        const result = results[at]!;
        setFollowEntry(scope, id, result.status === 'fulfilled' ? { followed: result.value.isFollowed, pending: false } : undefined);
        return result.status === 'fulfilled';
      });
      releaseSessions(bventId, joined);
      // One message: a second toast would replace the first before it is read.
      if (joined.length === ids.length) toast.showToast({ title: t('agenda.joined', { count: joined.length }), icon: 'success' });
      else toast.showToast({ title: t('agenda.notJoined', { count: ids.length - joined.length }), icon: 'none' });
    });
  }, [bventId, account, t]);
}
