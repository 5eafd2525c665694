import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Navigation } from '../../schemas/navigation';
import type { PageNode } from '../../schemas/page';
import { homePageId } from '../site/resolvePage';
import { useNavigator } from '../site/useNavigator';
import { useSite } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { MOBILE_NAV_HEIGHT } from './sizes';
import { EventSummary } from './EventSummary';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginButton } from './LoginButton';
import { NodeLink } from './NodeLink';
import { ShareButton } from './ShareButton';
import { isCurrent, useCurrentPage } from './useCurrentPage';
import { BackIcon, CloseIcon, MenuIcon } from '../theme/icons';
import { Modal } from '../theme/Modal';
import { ROUTES } from '../site/routes';

/** The phone's top bar: back (off the home page), the title, and a menu drawer. */
export function MobileTopBar({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const { site, tree } = useSite();
  const current = useCurrentPage();
  const href = useAppHref();
  const navigator = useNavigator();
  const location = useLocation();
  // The drawer renders only while open: its event dates alone cost a phone 60 ms at start-up
  // (the first Intl date formatter), for a menu most visitors never open.
  const [open, setOpen] = useState(false);
  const atHome = location.pathname === '/' || current?.pageId === homePageId(tree);
  const title = site.globalSetting.mobileTitle || current?.title || site.title || '';
  const close = () => setOpen(false);

  // On a one-page history the navigator sends the visitor to the root (spec section 2).
  const back = () => void navigator.navigateBack();

  return (
    <Bar>
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
        <p className="title">{title}</p>
      )}
      <button type="button" className="icon-button" aria-label={t('nav:openMenu')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MenuIcon size={24} />
      </button>
      {open && (
        <Drawer aria-label={t('nav:main')} onClose={close}>
          <div className="sheet">
            <div className="sheet-head">
              <LanguageSwitcher />
              <button type="button" className="icon-button" onClick={close} aria-label={t('nav:closeMenu')}>
                <CloseIcon size={24} />
              </button>
            </div>
            <EventSummary />
            <nav aria-label={t('nav:main')}>
              <DrawerList items={tree.filter((node) => node.onNavigation)} current={current} onNavigate={close} />
            </nav>
            <ShareButton />
            {navigation.showLoginButton && <LoginButton navigation={navigation} />}
          </div>
        </Drawer>
      )}
    </Bar>
  );
}

function DrawerList({ items, current, onNavigate }: { items: PageNode[]; current: PageNode | null; onNavigate: () => void }) {
  return (
    <ul>
      {items.map((node) => (
        <li key={node.pageId}>
          <NodeLink node={node} current={isCurrent(node, current) && node.children.length === 0} className="entry" onNavigate={onNavigate} />
          {node.children.some((child) => child.onNavigation) && (
            <DrawerList items={node.children.filter((child) => child.onNavigation)} current={current} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--z-nav);
  display: grid;
  grid-template-columns: 48px 1fr 48px;
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

const Drawer = styled(Modal)`
  margin: 0 0 0 auto;
  width: min(320px, 86vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  padding: 0;
  border: 0;
  background: var(--color-bg);
  color: var(--color-text);

  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  .sheet {
    display: grid;
    gap: var(--space-4);
    padding: var(--space-3) var(--space-4) var(--space-8);
  }
  .sheet-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-left: var(--space-4);
  }
  .entry {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 var(--space-2);
    color: inherit;
    text-decoration: none;
    border-bottom: 1px solid var(--color-border);
  }
  .entry[aria-current='page'] {
    color: var(--color-primary-text);
    font-weight: 700;
  }
`;
