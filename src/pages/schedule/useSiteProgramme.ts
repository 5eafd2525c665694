import { useMemo } from 'react';
import { useSession } from '../../auth/SessionProvider';
import { WHOLE_PROGRAMME } from '../../api/schedule';
import { useProgramme } from '../../modules/schedule/useSchedule';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';

/** The site's event and its whole programme (unless not `wanted`); signed in, with the account's own isFollowed. */
export function useSiteProgramme(wanted = true) {
  const { site } = useSite();
  const host = useMemo(() => hostOf(site), [site]);
  const account = useSession().user?.accountId ?? null;
  return { host, programme: useProgramme(wanted ? host : null, WHOLE_PROGRAMME, account) };
}
