import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Navigation } from '../../schemas/navigation';
import { homePageId } from '../site/resolvePage';
import { useNavigator } from '../site/useNavigator';
import { useSite } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { MOBILE_NAV_HEIGHT } from './sizes';
import { SiteSearchLink } from './SiteSearchLink';
import { useCurrentPage } from './useCurrentPage';
import { BackIcon, MenuIcon } from '../theme/icons';
import { afterFirstScreen } from '../platform/firstScreen';
import { ROUTES } from '../site/routes';
import { SITE_BAR_ID } from './siteBar';

const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadMenuDrawer);

/** The phone's top bar: back (off the home page), the title, and a menu drawer. */
export function MobileTopBar({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const { site, tree } = useSite();
  // Fetched once the page is up, so the first tap on the menu does not wait for it.
  useEffect(() => afterFirstScreen(() => void loadMenuDrawer().catch(() => undefined)), []);
  const current = useCurrentPage();
  const href = useAppHref();
  const navigator = useNavigator();
  const location = useLocation();
  // The drawer renders only while open: its event dates alone cost a phone 60 ms at start-up
  // (the first Intl date formatter), for a menu most visitors never open; its code is a chunk of its own.
  const [open, setOpen] = useState(false);
  const atHome = location.pathname === '/' || current?.pageId === homePageId(tree);
  const title = site.globalSetting.mobileTitle || current?.title || site.title || '';
  const close = () => setOpen(false);

  // On a one-page history the navigator sends the visitor to the root (spec section 2).
  const back = () => void navigator.navigateBack();

  return (
    <Bar id={SITE_BAR_ID}>
      {atHome ? (
        <span className="icon-button" aria-hidden="true" />
      ) : (
        <button type="button" className="icon-button" onClick={back} aria-label={t('nav:back')}>
          <BackIcon size={24} />
        </button>
      )}
      {/* The home page wears the event's logo; inner pages say where the visitor is. */}
      {atHome && navigation.showLogo && navigation.logo ? (
        <Link to={href(ROUTES.home)} className="logo">
          <img src={navigation.logo} alt={site.title || t('nav:home')} height={32} />
        </Link>
      ) : (
        <p className="title" title={title}>
          {title}
        </p>
      )}
      <span className="actions">
        {navigation.isGlobalSearch && <SiteSearchLink className="icon-button" />}
        <button type="button" className="icon-button" aria-label={t('nav:openMenu')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <MenuIcon size={24} />
        </button>
      </span>
      {open && (
        <Suspense fallback={null}>
          <MenuDrawer navigation={navigation} current={current} onClose={close} />
        </Suspense>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--z-nav);
  display: grid;
  grid-template-columns: 48px 1fr auto;
  align-items: center;
  height: ${MOBILE_NAV_HEIGHT}px;
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-1);

  .title {
    margin: 0;
    overflow: hidden;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .actions {
    display: flex;
  }
  .icon-button {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .logo {
    display: flex;
    justify-content: center;
    align-items: center;
    min-height: 44px;
  }
  .logo img {
    height: 32px;
    width: auto;
    max-width: 100%;
  }
`;
