import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { clampLines } from '../theme/mixins';
import type { Navigation } from '../../schemas/navigation';
import type { PageNode } from '../../schemas/page';
import { submenuEntries } from '../site/pageTree';
import { useSite } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { NAV_SIDE_MARGIN } from './sizes';
import { navBars, stickyNav } from './stickyNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginButton } from './LoginButton';
import { NavButtons } from './NavButtons';
import { NodeLink } from './NodeLink';
import { SiteSearchLink } from './SiteSearchLink';
import { SITE_BAR_ID } from './siteBar';
import { isCurrent, useCurrentPage } from './useCurrentPage';
import { ROUTES } from '../site/routes';

type BarStyle = NonNullable<Navigation['firstStyle']>;

/** The logo's width on the bar: a wordmark up to 4:1 fills it at its 40 px height (the built-in sites' is 240 × 64). */
const LOGO_SLOT_WIDTH = 160;

/** The desktop top navigation: LeftRight (one row) or UpDown (logo above the menu). */
export function DesktopNav({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const { site, tree } = useSite();
  const href = useAppHref();
  const menu = tree.filter((node) => node.onNavigation);
  const { first, second } = navBars(navigation);

  const logo = navigation.showLogo && navigation.logo && (
    <Link to={href(ROUTES.home)} className="logo">
      <img src={navigation.logo} alt={site.title || t('nav:home')} height={40} />
    </Link>
  );
  const actions = (
    <Actions>
      {navigation.isGlobalSearch && <SiteSearchLink className="search" />}
      <LanguageSwitcher />
      <NavButtons navigation={navigation} />
      {navigation.showLoginButton && <LoginButton navigation={navigation} />}
    </Actions>
  );
  const menuBar = navigation.showMenu && <Menu items={menu} navigation={navigation} />;

  return (
    <Header id={SITE_BAR_ID} $sticky={stickyNav(navigation)} data-layout={navigation.layout}>
      {second ? (
        <>
          <Bar $style={first.style} $height={first.height} $center>
            {logo}
            {actions}
          </Bar>
          <Bar $style={second.style} $height={second.height} $center>
            {menuBar}
          </Bar>
        </>
      ) : (
        <Bar $style={first.style} $height={first.height}>
          {logo}
          {menuBar}
          {actions}
        </Bar>
      )}
    </Header>
  );
}

function Menu({ items, navigation }: { items: PageNode[]; navigation: Navigation }) {
  const { t } = useTranslation();
  const current = useCurrentPage();
  return (
    <nav aria-label={t('nav:main')} className="menu">
      <MenuList $align={navigation.menuAlignment ?? 'center'} $gap={navigation.spacing ?? 32} $size={navigation.textSize ?? 16} $selected={navigation.selectedStyle ?? 1}>
        {items.map((node) => (
          <MenuItem key={node.pageId} node={node} current={current} />
        ))}
      </MenuList>
    </nav>
  );
}

function MenuItem({ node, current }: { node: PageNode; current: PageNode | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entries = submenuEntries(node);
  const selected = isCurrent(node, current);
  if (entries.length === 0) {
    return (
      <li>
        <NodeLink node={node} current={selected} className={selected ? 'entry selected' : 'entry'}>
          <span className="label">{node.title}</span>
        </NodeLink>
      </li>
    );
  }
  const listId = `submenu-${node.pageId}`;
  return (
    <li
      className="has-children"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={selected ? 'entry selected' : 'entry'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="label">{node.title}</span>
        <span aria-hidden="true" className="chevron" />
        <span className="visually-hidden">{t('nav:submenu')}</span>
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {entries.map((child) => (
          <li key={child.pageId}>
            <NodeLink node={child} current={current?.pageId === child.pageId} className="sub-entry" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

const Header = styled.header<{ $sticky: ReturnType<typeof stickyNav> }>`
  position: ${({ $sticky }) => ($sticky.sticky ? 'sticky' : 'relative')};
  top: ${({ $sticky }) => $sticky.top}px;
  z-index: var(--z-nav);
  box-shadow: var(--shadow-1);
`;

function barColours(style: BarStyle) {
  const dark = style.theme === 'dark';
  return css`
    background: ${style.background ?? (dark ? 'var(--color-text)' : 'var(--color-bg)')};
    color: ${dark ? 'var(--color-bg)' : 'var(--color-text)'};
  `;
}

const Bar = styled.div<{ $style: BarStyle; $height: number; $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $center }) => ($center ? 'center' : 'space-between')};
  gap: var(--space-6);
  min-height: ${({ $height }) => $height}px;
  padding-inline: ${({ $style }) => $style.sideMargin ?? NAV_SIDE_MARGIN}px;
  ${({ $style }) => barColours($style)}
  position: relative;

  /* The logo's slot has its size before its picture is in (the site names no size): a picture
     that comes after the server's first paint moves none of the menu beside it. */
  .logo {
    display: inline-flex;
    flex: none;
    align-items: center;
    width: ${LOGO_SLOT_WIDTH}px;
    min-height: 44px;
  }
  .logo img {
    display: block;
    width: 100%;
    height: 40px;
    object-fit: contain;
    object-position: left center;
  }
  .menu {
    flex: 1;
    min-width: min(24em, 40%);
  }
`;

// Beside the menu, never over its room: an organiser's long button label wraps (the menu keeps at
// least 24em, or 40% of the bar: at 1440 px a sign-in label of a hundred letters left it 52 px, a
// column of syllables 6,600 px tall). Where the actions' whole width does not fit beside it, they
// take a row of their own, at its end: at 768 px such a label had 18 px and its button went past
// the window's edge.
const Actions = styled.div`
  display: flex;
  flex: 0 1 auto;
  margin-inline-start: auto;
  align-items: center;
  gap: var(--space-3);
  .search {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: var(--radius-pill);
    color: inherit;
  }
  .search:hover {
    background: var(--color-surface);
  }
  [data-layout='UpDown'] & {
    position: absolute;
    right: var(--space-8);
  }
`;

const selectedStyles = {
  1: css`
    box-shadow: inset 0 -3px 0 var(--color-primary);
  `,
  2: css`
    background: var(--color-primary);
    color: var(--color-on-primary);
  `,
  3: css`
    color: var(--color-primary-text);
    font-weight: 700;
  `,
} as const;

// An entry's title keeps to two lines of at most 14em, cut with an ellipsis (its whole title stays its name).
const MenuList = styled.ul<{ $align: 'left' | 'center' | 'right'; $gap: number; $size: number; $selected: 1 | 2 | 3 }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => ({ left: 'flex-start', center: 'center', right: 'flex-end' })[$align]};
  gap: ${({ $gap }) => $gap / 2}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ $size }) => $size}px;

  > li {
    position: relative;
  }
  .entry {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 0;
    border-radius: var(--radius-sm);
    background: transparent;
    color: inherit;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .entry {
    max-width: 14em;
  }
  .entry .label {
    ${clampLines(2)}
  }
  .entry:hover {
    color: var(--color-primary-text);
  }
  .entry.selected {
    ${({ $selected }) => selectedStyles[$selected]}
  }
  .chevron {
    flex: none;
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  .submenu {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 200px;
    margin: 0;
    padding: var(--space-2) 0;
    list-style: none;
    background: var(--color-bg);
    color: var(--color-text);
    border-radius: var(--radius-md);
    box-shadow: var(--shadow-2);
    z-index: var(--z-drawer);
  }
  .sub-entry {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 var(--space-4);
    color: inherit;
    text-decoration: none;
  }
  .sub-entry:hover,
  .sub-entry[aria-current='page'] {
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
  }
`;
