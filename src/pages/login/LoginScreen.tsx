import { useTranslation } from 'react-i18next';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { useSite } from '../../site/SiteContext';
import { LoginCard } from './LoginCard';
import { LoginForm } from './LoginForm';
import type { FormMethod } from './paths';
import { SignedInPanel } from './SignedInPanel';
import { StrongSignIn } from './StrongSignIn';
import { LOGIN_NS } from './texts';

/**
 * What every login form page shows, by the site's mode: the OpenID Connect sign-in in strong
 * mode, our form in cookie mode, and who is signed in when someone already is.
 */
export function LoginScreen({ methods, title }: { methods: readonly FormMethod[]; title: 'title' | 'accountTitle' }) {
  const { t } = useTranslation(LOGIN_NS);
  const { site } = useSite();
  const { status, user } = useSession();
  const signedIn = isSignedInStatus(status) && user;
  return (
    // A stored session may still turn the form into the signed-in panel: the card says it is not settled.
    <LoginCard title={t(title)} busy={status === 'checking'}>
      {signedIn ? <SignedInPanel user={user} /> : site.loginStrong ? <StrongSignIn /> : <LoginForm methods={methods} />}
    </LoginCard>
  );
}
