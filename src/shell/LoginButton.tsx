import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../theme/mixins';
import type { Navigation } from '../../schemas/navigation';
import { useSession } from '../auth/SessionProvider';
import { useSite } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { AccountMenu } from './AccountMenu';
import { navButtonTarget } from './navButton';
import { TargetLink } from '../site/TargetLink';
import { ROUTES } from '../site/routes';

/**
 * The navigation's sign-in button. Signed in: the visitor's name with the sign-out action.
 * Signed out: where its link type sends it (the organiser's own sign-in address, a page of the
 * site); else, in strong mode, sign-in at the SSO (back to
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
  // A link type other than the default sends the button where it says: a page of the site or the organiser's own sign-in.
  const target = button?.loginLinkType && button.loginLinkType !== 'default' ? navButtonTarget(button, href) : null;
  if (target) {
    return (
      <TargetButton target={target} newTab={false} onClick={target.kind === 'internal' ? onNavigate : undefined}>
        {label}
      </TargetButton>
    );
  }
  if (site.loginStrong) {
    return (
      // A tap before the sign-in mode has come is kept and carried out once it has (keptSignIn.ts).
      <SignInButton type="button" onClick={() => void session.signIn({ returnTo: window.location.href })}>
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

const TargetButton = styled(TargetLink)`
  ${pillButton}
`;

const SignInButton = styled.button`
  ${pillButton}
`;
