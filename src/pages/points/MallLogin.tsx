import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { RETURN_TO_PARAM, sameOriginPath } from '../../auth/cookie/loginRedirect';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { CLIENT_BASE } from '../../platform/clientBase';
import { report } from '../../platform/report';
import { LoadingPage } from '../../site/LoadingPage';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { MallNotice } from './MallNotice';
import { POINTS_NS } from './texts';

/**
 * /points/login: the mall asks a signed-out visitor to sign in (spec section 5's text) and brings
 * them back to the mall screen they came from, a same-origin address only; signed in, they go
 * there at once. The mall's home when nothing (or only this page) is named.
 */
export function MallLogin() {
  const { t } = useTranslation(POINTS_NS);
  const session = useSession();
  const [params] = useSearchParams();
  const href = useAppHref();
  const named = sameOriginPath(params.get(RETURN_TO_PARAM));
  const routerPath = named?.startsWith(CLIENT_BASE) ? named.slice(CLIENT_BASE.length - 1) : null;
  const back = routerPath && !routerPath.startsWith(ROUTES.pointsLogin) ? routerPath : href(ROUTES.points);

  if (session.status === 'checking') return <LoadingPage />;
  if (isSignedInStatus(session.status) && session.user) return <Navigate replace to={back} />;
  const signIn = () => {
    const returnTo = new URL(`${CLIENT_BASE}${back.slice(1)}`, window.location.origin).href;
    session.signIn({ returnTo }).catch((error: unknown) => report('sign-in', { error: String(error) }));
  };
  return (
    <MallNotice kind="login" title={t('login.title')} message={t('errors:notLoggedIn')}>
      <button type="button" onClick={signIn}>
        {t('login.action')}
      </button>
      <Link to={href(ROUTES.home)}>{t('login.back')}</Link>
    </MallNotice>
  );
}
