import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { DEFAULT_MODULE_WIDTH } from '../../renderer/layout';
import { useTerminal } from '../../renderer/useTerminal';
import type { Navigation } from '../../schemas/navigation';
import { DEFAULT_THEME_COLOR } from '../theme/tokens';
import { firstScreenPaintedYet } from '../platform/firstScreen';
import { useHydrated } from '../../renderer/useHydrated';
import { GlobalStyle } from '../theme/GlobalStyle';
import { useSite } from '../site/SiteContext';
import { BottomNav, DesktopNav, MobileTopBar } from './chrome';
import { MOBILE_NAV_HEIGHT } from './sizes';
import { stickyNav } from './stickyNav';
import { useCustomCode } from './useCustomCode';
import { useSiteHead } from './useSiteHead';
import { RouteBoundary } from './RouteBoundary';
import { PartBoundary } from '../platform/PartBoundary';
import { CodeLoadFailed } from './CodeLoadFailed';

/** The site's footer (brand, WeChat, privacy policy and its first-visit notice), where the organiser set one: asked for once the first screen is up. */
const SiteFooter = lazy(() => firstScreenPaintedYet().then(() => import('./footer')));
/** The phone's opening page, where the organiser set one: its own chunk, fetched beside the page's. */
const OpeningPage = lazy(() => import('./opening'));
/** Where the organiser sends phones instead (globalSetting.mobileOpenLink): its own chunk, only where set. */
const MobileOpenLink = lazy(() => import('./MobileOpenLink'));
/** The offline copy, its notice and the update prompt: asked for once the first screen is up. */
const OfflineSupport = lazy(() => firstScreenPaintedYet().then(() => import('./offline')));

/** Navigation when the site configured none. */
const DEFAULT_NAVIGATION: Navigation = {
  layout: 'LeftRight',
  showLogo: true,
  showMenu: true,
  showLoginButton: false,
  isGlobalSearch: false,
};

/** The frame around every page of a site: theme, head, navigation and the page itself. */
export function Shell() {
  const { t } = useTranslation();
  const { site } = useSite();
  const terminal = useTerminal();
  const location = useLocation();
  const navigation = site.componentSet.topNav ?? DEFAULT_NAVIGATION;
  // The phone's bars each follow their switch; the desktop's navigation is always there.
  const showTopBar = terminal === 'pc' || site.componentSet.mobileTopNav;
  const showBottomNav = terminal === 'mobile' && site.componentSet.bottomNav;
  // A phone is what opened the site: a window narrowed later is not sent away.
  const [openedOn] = useState(terminal);
  const mobileOpenLink = openedOn === 'mobile' ? site.globalSetting.mobileOpenLink : null;
  const [opening, setOpening] = useState(true);
  const openingDone = useCallback(() => setOpening(false), []);
  const openingImage = terminal === 'mobile' && site.componentSet.h5OpenPage ? site.componentSet.openPageImgUrl : null;
  // What the top bar takes while its code arrives, and what of it stays over the page as it scrolls.
  const bar = !showTopBar ? { height: 0, covers: 0 } : terminal === 'mobile' ? { height: MOBILE_NAV_HEIGHT, covers: MOBILE_NAV_HEIGHT } : stickyNav(navigation);
  // The footer, the opening page, the offline support and the phone's redirect are the browser's own.
  const inBrowser = useHydrated();
  useSiteHead(site, useHref(location));
  useCustomCode(site, terminal);

  return (
    <>
      <NavOffset $bottomNav={showBottomNav} $offset={bar.covers} />
      <GlobalStyle
        themeColor={site.themeColor ?? DEFAULT_THEME_COLOR}
        mode={site.theme ?? 'light'}
        moduleWidth={site.moduleWidth ?? DEFAULT_MODULE_WIDTH}
      />
      <SkipLink href="#main">{t('nav:skipToContent')}</SkipLink>
      {/* The bar's own height is held while its chunk arrives: nothing below it moves. */}
      {showTopBar && (
        <PartBoundary
          part="navigation"
          placeholder={<BarPlaceholder $height={bar.height} />}
          fallback={<CodeLoadFailed barHeight={bar.height} />}
        >
          {terminal === 'pc' ? <DesktopNav navigation={navigation} /> : <MobileTopBar navigation={navigation} />}
        </PartBoundary>
      )}
      <Main id="main" tabIndex={-1} $background={site.backgroundColor ?? null} $image={site.backgroundImage ?? null} $fill={site.backgroundFill ?? 'cover'}>
        <RouteBoundary resetKey={`${location.pathname}${location.search}`}>
          <Outlet />
        </RouteBoundary>
      </Main>
      {inBrowser && (
        <PartBoundary part="footer">
          <SiteFooter bottomNav={showBottomNav} />
        </PartBoundary>
      )}
      {showBottomNav && (
        <PartBoundary part="bottom navigation">
          <BottomNav />
        </PartBoundary>
      )}
      {inBrowser && opening && openingImage && (
        <PartBoundary part="opening page">
          <OpeningPage siteId={site.id} image={openingImage} onDone={openingDone} />
        </PartBoundary>
      )}
      {inBrowser && (
        <PartBoundary part="offline support">
          <OfflineSupport />
        </PartBoundary>
      )}
      {inBrowser && mobileOpenLink && (
        <PartBoundary part="mobile open link">
          <MobileOpenLink link={mobileOpenLink} />
        </PartBoundary>
      )}
    </>
  );
}

/**
 * How much a sticky bar covers at the top: anchored modules scroll to just below it. The phone's
 * tab bar covers the bottom: the page (and the footer after it) ends above it, and what the
 * browser scrolls into view (a focused control, a found text) stops above it.
 */
const NavOffset = createGlobalStyle<{ $offset: number; $bottomNav: boolean }>`
  :root {
    --nav-offset: ${({ $offset }) => $offset}px;
    ${({ $bottomNav }) => ($bottomNav ? 'scroll-padding-bottom: var(--bottom-nav-space);' : '')}
  }
  body {
    padding-bottom: ${({ $bottomNav }) => ($bottomNav ? 'var(--bottom-nav-space)' : '0')};
  }
`;

const BarPlaceholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  background: var(--color-bg);
  box-shadow: var(--shadow-1);
`;

const fills = { cover: 'cover', contain: 'contain', stretch: '100% 100%', repeat: 'auto' } as const;

const Main = styled.main<{ $background: string | null; $image: string | null; $fill: keyof typeof fills }>`
  display: block;
  /* The page fills the window at least: the footer after it starts below the fold, so a list
     that grows as it loads moves nothing the visitor sees. */
  min-height: calc(100vh - var(--nav-offset, 0px));
  background-color: ${({ $background }) => $background ?? 'var(--color-bg)'};
  background-image: ${({ $image }) => ($image ? `url(${JSON.stringify($image)})` : 'none')};
  background-size: ${({ $fill }) => fills[$fill]};
  background-repeat: ${({ $fill }) => ($fill === 'repeat' ? 'repeat' : 'no-repeat')};
  &:focus {
    outline: none;
  }
`;

/** Lets keyboard users jump past the navigation; visible only when focused. */
const SkipLink = styled.a`
  position: absolute;
  left: var(--space-2);
  top: -100px;
  z-index: var(--z-toast);
  padding: var(--space-2) var(--space-4);
  background: var(--color-bg);
  color: var(--color-primary-text);
  border-radius: var(--radius-sm);
  &:focus {
    top: var(--space-2);
  }
`;
