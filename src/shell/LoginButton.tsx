import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { clampLines, pillButton } from '../theme/mixins';
import type { Navigation } from '../../schemas/navigation';
import { useSession, type SessionApi } from '../auth/SessionProvider';
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
        <span className="label">{label}</span>
      </TargetButton>
    );
  }
  if (site.loginStrong) return <StrongSignInButton label={label} session={session} />;
  return (
    <Button to={href(ROUTES.login)} onClick={onNavigate}>
      <span className="label">{label}</span>
    </Button>
  );
}

/**
 * Strong mode's button, busy from the tap until the page leaves for the provider or the attempt
 * fails: on a slow network the sign-in mode's code, the provider's silent check and its page take
 * seconds, and a tap that shows nothing is tapped again. A tap before the mode's code has come is
 * kept and carried out once it has (keptSignIn.ts).
 */
function StrongSignInButton({ label, session }: { label: string; session: SessionApi }) {
  const [asked, setAsked] = useState(false);
  // A failure said (the attempt is over), or this page shown again from the browser's history after
  // the provider's: the button answers taps again.
  const [errorSeen, setErrorSeen] = useState(session.error);
  if (session.error !== errorSeen) {
    setErrorSeen(session.error);
    if (session.error) setAsked(false);
  }
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) setAsked(false);
    };
    addEventListener('pageshow', shownAgain);
    return () => removeEventListener('pageshow', shownAgain);
  }, []);
  return (
    <SignInButton
      type="button"
      aria-busy={asked || undefined}
      onClick={() => {
        if (asked) return;
        setAsked(true);
        void session.signIn({ returnTo: window.location.href });
      }}
    >
      <span className="label">{label}</span>
    </SignInButton>
  );
}

// An organiser's label keeps to two lines of at most 20em, cut with an ellipsis; the whole of it stays the button's name.
const clampedLabel = css`
  max-width: min(20em, 100vw - 2 * var(--page-gutter));
  .label {
    ${clampLines(2)}
    /* Whole words (long ones hyphenated, src/theme/words.ts): the button is never narrower than its longest. */
    overflow-wrap: break-word;
  }
`;

const Button = styled(Link)`
  ${pillButton}
  ${clampedLabel}
`;

const TargetButton = styled(TargetLink)`
  ${pillButton}
  ${clampedLabel}
`;

/** Busy: drawn as a tap held before the page is live is (index.html), its size unchanged. */
const SignInButton = styled.button`
  ${pillButton}
  ${clampedLabel}

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.55;
  }
`;
