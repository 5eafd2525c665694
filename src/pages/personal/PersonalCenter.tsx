import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../site/ErrorState';
import { LoadingPage } from '../../site/LoadingPage';
import { useSite } from '../../site/SiteContext';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { languages } from '../../i18n/languages';
import { AccessState } from '../../identity/AccessState';
import { useIdentity } from '../../identity/IdentityProvider';
import { config } from '../../platform/config';
import { report } from '../../platform/report';
import { hostOf } from '../../site/hostOf';
import { centreEntries } from './entries';
import { EntryList } from './EntryList';
import { IdentityList } from './IdentityList';
import { Profile } from './Profile';
import { useGroupCenterUrl } from './useGroupCenterUrl';
// The personal namespace (t('personal:…')) registers itself on import.
import '../../identity/texts';

/**
 * The personal centre (spec section 2): signed-out visitors get the not-logged-in text and a
 * way to sign in; signed-in visitors their profile, identities in this event, and the links
 * out to their other centres by role.
 */
export default function PersonalCenter() {
  const { t } = useTranslation();
  const session = useSession();
  const identity = useIdentity();
  const signedIn = isSignedInStatus(session.status) && session.user !== null;
  let body;
  if (session.status === 'checking') body = <LoadingPage />;
  else if (!signedIn) body = <AccessState reason="notLoggedIn" />;
  else if (identity.status === 'error') body = <ErrorState error={identity.error} title={t('personal:loadFailed')} onRetry={identity.reload} />;
  else if (identity.status !== 'ready') body = <Busy aria-busy="true" aria-label={t('personal:loading')} className="module-skeleton" />;
  else body = <Account user={identity.user} identities={identity.identities} fallbackName={session.user?.name ?? null} />;
  return (
    <Box>
      <h1>{t('nav:personalCenter')}</h1>
      {body}
    </Box>
  );
}

type Ready = Extract<ReturnType<typeof useIdentity>, { status: 'ready' }>;

function Account({ user, identities, fallbackName }: Pick<Ready, 'user' | 'identities'> & { fallbackName: string | null }) {
  const { site } = useSite();
  const { signOut } = useSession();
  const { bventId, siteId, isExpo } = hostOf(site);
  const wantsGroupCenter = identities.some((identity) => identity.identityType === 'Group');
  const groupCenterUrl = useGroupCenterUrl(wantsGroupCenter, bventId, siteId);
  const entries = centreEntries({
    identities,
    isExpo,
    bventId,
    languageKey: languages.find((language) => language.code === site.language)?.key ?? 'en',
    channelCode: site.bvent?.channelCode,
    groupCenterUrl,
    addresses: config(),
  });
  const leave = () => void signOut().catch((error: unknown) => report('sign-out', { error: String(error) }));
  return (
    <>
      <Profile user={user} fallbackName={fallbackName} onSignOut={leave} />
      <IdentityList identities={identities} isExpo={isExpo} />
      <EntryList entries={entries} />
    </>
  );
}

const Box = styled.section`
  display: grid;
  gap: var(--space-6);
  max-width: var(--measure);
  margin: 0 auto;
  padding: var(--space-8) var(--page-gutter);

  h1 {
    margin: 0;
    font-size: var(--font-size-xl);
    text-align: center;
  }
  h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-lg);
  }
`;

const Busy = styled.div`
  min-height: calc(var(--space-10) * 4);
`;
