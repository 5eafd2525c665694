import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MALL_REFUSAL } from '../../../schemas/points';
import { DEFAULT_CENTER_LOOK } from '../../api/centerSetting';
import { RETURN_TO_PARAM } from '../../auth/cookie/loginRedirect';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { ROUTER_BASENAME } from '../../platform/clientBase';
import { GatewayError } from '../../platform/errors';
import { ErrorState } from '../../site/ErrorState';
import { LoadingPage } from '../../site/LoadingPage';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { isNetworkError } from './mallFailure';
import { MallNav } from './MallNav';
import { POINTS_NS } from './texts';
import { MallScopeContext, useCenter, useMallOwner, useMemberOpen, type MallScope } from './useMall';

/** A gateway reply saying the credential is not (or no longer) accepted. */
const refusedSignIn = (error: unknown) => error instanceof GatewayError && error.details.status === 401;
/** The event has no points mall at all: as closed to this visitor as one whose tiers are shut. */
const noMall = (error: unknown) => error instanceof GatewayError && error.details.code === MALL_REFUSAL.unknownBusiness;

/**
 * Every mall screen stands in this frame (spec section 6: the mall requires sign-in). Signed
 * out, or refused by the gateway, the visitor goes to /points/login with this screen to come
 * back to; an event that runs no member tier (GetSystemBusinessStatusList) sends them to
 * /points/401, as does an event without a mall. Inside, the centre's look (QueryCenterSetting, defaults when stored badly: never
 * a blank mall), the mall's own navigation and the scope every screen's calls are keyed by.
 */
export function MallFrame() {
  const { t } = useTranslation(POINTS_NS);
  const session = useSession();
  const { businessId, account, language } = useMallOwner();
  const signedIn = isSignedInStatus(session.status) && account !== null;
  const open = useMemberOpen(businessId, signedIn ? account : null);
  const center = useCenter(businessId, signedIn ? account : null);
  const href = useAppHref();
  const { pathname, search } = useLocation();
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const scope = useMemo<MallScope | null>(() => (account ? { businessId, account, language, version, changed } : null), [businessId, account, language, version, changed]);

  if (session.status === 'checking') return <LoadingPage />;
  if (!signedIn || !scope || refusedSignIn(open.error) || refusedSignIn(center.error)) {
    return <Navigate replace to={href(ROUTES.pointsLogin, { [RETURN_TO_PARAM]: `${ROUTER_BASENAME}${pathname}${search}` })} />;
  }
  if (noMall(open.error)) return <Navigate replace to={href(ROUTES.pointsForbidden)} />;
  // Without a network the screens stand anyway: an order's code kept on the device must show at the venue.
  if (open.status === 'error' && !isNetworkError(open.error)) return <ErrorState error={open.error} title={t('loadFailed')} onRetry={open.retry} />;
  if (open.status === 'loading') return <LoadingPage />;
  if (open.status === 'ready' && !open.data.isOpenFreeMember && !open.data.isOpenPremiumMember) return <Navigate replace to={href(ROUTES.pointsForbidden)} />;

  // The look is decoration: while it loads, or when the call fails, the mall shows in the defaults.
  const look = center.status === 'ready' ? center.data.look : DEFAULT_CENTER_LOOK;
  return (
    <MallScopeContext.Provider value={scope}>
      <Frame style={{ '--mall-background': look.backgroundColor } as CSSProperties} data-mall-background={look.backgroundColor}>
        <MallNav />
        <Outlet />
      </Frame>
    </MallScopeContext.Provider>
  );
}

const Frame = styled.div`
  min-height: 100%;
  background: var(--mall-background);
  /* The centre's colour is the organiser's: text stays on cards of the site's own surface. */
  padding-bottom: var(--space-9);
`;
