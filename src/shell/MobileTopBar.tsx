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
import { ROUTES } from '../site/routes';
import { SITE_BAR_ID } from './siteBar';
import { MenuSheet } from './MenuSheet';
import { MENU_SHEET_ID } from './menuContents';
import { openMenuSheet } from './menuPopover';

/** The phone's top bar: back (off the home page), the title, and a menu drawer. */
export function MobileTopBar({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const { site, tree } = useSite();
  const current = useCurrentPage();
  const href = useAppHref();
  const navigator = useNavigator();
  const location = useLocation();
  const atHome = location.pathname === '/' || current?.pageId === homePageId(tree);
  const title = site.globalSetting.mobileTitle || current?.title || site.title || '';

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
        <button type="button" className="icon-button" aria-label={t('nav:openMenu')} aria-haspopup="dialog" popoverTarget={MENU_SHEET_ID} onClick={openMenuSheet}>
          <MenuIcon size={24} />
        </button>
      </span>
      <MenuSheet navigation={navigation} current={current} />
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
