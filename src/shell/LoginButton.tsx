import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../theme/mixins';
import type { Navigation } from '../../schemas/navigation';
import { isSafeUrl } from '../../schemas/primitives';
import { useSession } from '../auth/SessionProvider';
import { useSite } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { AccountMenu } from './AccountMenu';
import { ROUTES } from '../site/routes';

/**
 * The navigation's sign-in button. Signed in: the visitor's name with the sign-out action.
 * Signed out: the organiser's custom link; else, in strong mode, sign-in at the SSO (back to
 * this address afterwards); in cookie mode, our login page. `onNavigate` closes the phone's
 * menu sheet when a link here opens another page of the app under it.
 */
export function LoginButton({ navigation, onNavigate }: { navigation: Navigation; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const href = useAppHref();
  const session = useSession();
  const { site } = useSite();
  if (session.user) return <AccountMenu user={session.user} onSignOut={session.signOut} onNavigate={onNavigate} />;
  const button = navigation.buttonGroups?.find((group) => group.isLoginButton);
  const label = button?.loginButtonCopy || t('nav:login');
  const custom = button?.loginLinkType === 'custom' && button.customLoginLink && isSafeUrl(button.customLoginLink) ? button.customLoginLink : null;
  if (custom) {
    return (
      <ExternalButton href={custom} rel="noopener noreferrer">
        {label}
      </ExternalButton>
    );
  }
  if (site.loginStrong) {
    return (
      // Until the sign-in mode has loaded and looked at the stored session, a click would be lost.
      <SignInButton type="button" disabled={session.status === 'checking'} onClick={() => void session.signIn({ returnTo: window.location.href })}>
        {label}
      </SignInButton>
    );
  }
  return (
    <Button to={href(ROUTES.login)} onClick={onNavigate}>
      {label}
    </Button>
  );
}

const Button = styled(Link)`
  ${pillButton}
`;

const ExternalButton = styled.a`
  ${pillButton}
`;

const SignInButton = styled.button`
  ${pillButton}

  &:disabled {
    cursor: progress;
  }
`;
