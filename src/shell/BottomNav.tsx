import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { BottomNavigation } from '../../schemas/site';
import { report } from '../platform/report';
import { useNavigator } from '../site/useNavigator';
import { useChannelCode, useSite } from '../site/SiteContext';
import { leavesSite, withChannelCode } from '../site/productLink';
import { usePageAddress } from '../platform/pageAddress';
import { useAppHref } from '../site/siteParams';
import { ROUTES } from '../site/routes';
import { chosenTarget } from '../site/links';

/** Entries shown when the organiser configured none (spec section 2). */
const DEFAULT_ENTRIES: BottomNavigation[] = [
  { name: '', type: 'Home', sort: 0, isHide: false },
  { name: '', type: 'PersonalCenter', sort: 1, isHide: false },
];

const icons = {
  Home: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  PersonalCenter: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
  Custom: 'M5 5h6v6H5zM13 5h6v6h-6zM5 13h6v6H5zM13 13h6v6h-6z',
} as const;

/** The phone's bottom navigation (the spec's tab bar). */
export function BottomNav() {
  const { t } = useTranslation();
  const { site } = useSite();
  const href = useAppHref();
  const navigator = useNavigator();
  const channelCode = useChannelCode();
  const pageAddress = usePageAddress();
  const configured = site.bottomNavigations.filter((entry) => !entry.isHide);
  const entries = (configured.length ? configured : DEFAULT_ENTRIES).toSorted((a, b) => a.sort - b.sort);

  // Tabs go through the navigation rules: switchTab, and a repeat while in flight is locked.
  const switchTab = (event: MouseEvent, url: string) => {
    event.preventDefault();
    navigator.switchTab({ url }).catch((error: unknown) => report('navigation', { url, error: String(error) }));
  };

  const destination = (entry: BottomNavigation): { to: string } | { href: string } | null => {
    if (entry.type === 'Home') return { to: href(ROUTES.home) };
    if (entry.type === 'PersonalCenter') return { to: href(ROUTES.personalCenter) };
    const target = chosenTarget(entry.linkType, entry.relationPageId, entry.customLink, href);
    if (!target) return null;
    return target.kind === 'internal' ? { to: target.to } : { href: withChannelCode(target.href, channelCode, pageAddress) };
  };

  return (
    <Bar aria-label={t('nav:bottom')}>
      {entries.map((entry) => {
        const target = destination(entry);
        const label = entry.name || t(entry.type === 'PersonalCenter' ? 'nav:personalCenter' : 'nav:home');
        // The organiser's own picture where the tab's icon type says so (or names none); the built-in one for "default".
        const icon = entry.icon && entry.iconType !== 'default' ? <img src={entry.icon} alt="" width={24} height={24} /> : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={icons[entry.type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        );
        if (!target) return null;
        return 'to' in target ? (
          <NavLink key={`${entry.type}-${entry.sort}`} to={target.to} end className="entry" onClick={(event) => switchTab(event, target.to)}>
            {icon}
            <span title={label}>{label}</span>
          </NavLink>
        ) : (
          <a key={`${entry.type}-${entry.sort}`} href={target.href} className="entry" {...(leavesSite(target.href, pageAddress) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {icon}
            <span title={label}>{label}</span>
          </a>
        );
      })}
    </Bar>
  );
}

/** A bar of fixed height: each label is one line, a long one cut with its full text in the title. */
const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: var(--z-nav);
  display: flex;
  height: var(--bottom-nav-space);
  padding-bottom: env(safe-area-inset-bottom);
  background: var(--color-bg);
  border-top: 1px solid var(--color-border);

  .entry {
    flex: 1 1 0;
    min-width: 0;
    display: grid;
    place-items: center;
    align-content: center;
    gap: 2px;
    min-height: 44px;
    color: var(--color-text-muted);
    font-size: 12px;
    text-decoration: none;
  }
  .entry span {
    max-width: 100%;
    padding-inline: var(--space-1);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .entry.active {
    color: var(--color-primary-text);
  }
`;
