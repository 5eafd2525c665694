import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccessDenial } from './access';
import { useSession } from '../auth/SessionProvider';
import { useSite } from '../site/SiteContext';
import { registrationHref } from './registrationHref';
import { hostOf } from '../site/hostOf';
import { config } from '../platform/config';
import { report } from '../platform/report';
import { pillButton } from '../theme/mixins';
import { useIdentity } from './IdentityProvider';
import { productLink } from '../site/productLink';
// The personal namespace (t('personal:…')) registers itself on import.
import './texts';

/**
 * Why the visitor cannot see this, in their language, with the one action that can change it
 * (spec sections 4 and 5): sign in, pay now (the payment address), edit now (the registration
 * address), or, for one who is not a participant where the organiser guides visitors to
 * registration (globalSetting.isGuideRegistrationTip), register now. The other states have
 * nothing the visitor can do here.
 */
export function AccessState({ reason }: { reason: AccessDenial }) {
  const { t } = useTranslation();
  const labelId = useId();
  const message = reason === 'notLoggedIn' ? t('errors:notLoggedIn') : t(`personal:access.${reason}`);
  return (
    <Box role="status" aria-labelledby={labelId} data-access-state={reason}>
      <svg aria-hidden="true" viewBox="0 0 48 48">
        <rect x="10" y="21" width="28" height="20" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p id={labelId}>{message}</p>
      <Action reason={reason} />
    </Box>
  );
}

function Action({ reason }: { reason: AccessDenial }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { site } = useSite();
  const identity = useIdentity();
  const { bventId } = hostOf(site);
  const channelCode = site.bvent?.channelCode;

  if (reason === 'notLoggedIn') {
    const start = () =>
      signIn({ returnTo: window.location.href }).catch((error: unknown) => report('sign-in', { error: String(error) }));
    return (
      <button type="button" onClick={() => void start()}>
        {t('nav:login')}
      </button>
    );
  }
  if (reason === 'unpaid') {
    const unpaid = identity.status === 'ready' ? identity.identities.find((each) => each.auditStatus === 'Unpaid') : undefined;
    const href = productLink(config().payment, { bventId, orderNo: unpaid?.orderNo }, channelCode);
    return href ? <a href={href}>{t('personal:access.payNow')}</a> : null;
  }
  const registration = () => registrationHref(config().registration, bventId, window.location.href, channelCode);
  if (reason === 'notParticipant' && site.globalSetting.isGuideRegistrationTip) {
    const href = registration();
    return href ? <a href={href}>{t('personal:access.registerNow')}</a> : null;
  }
  if (reason === 'needsEditing') {
    const href = registration();
    return href ? <a href={href}>{t('personal:access.editNow')}</a> : null;
  }
  return null;
}

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-10) var(--page-gutter);
  text-align: center;

  svg {
    width: var(--space-10);
    height: var(--space-10);
    color: var(--color-primary);
  }
  p {
    margin: 0;
    max-width: var(--measure);
    color: var(--color-text-muted);
  }
  a,
  button {
    ${pillButton}
  }
`;
