import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { POINTS_NS } from './texts';

/** The mall's four sections, each a page of its own (spec section 2's /points routes). */
const SECTIONS = [
  { route: ROUTES.points, label: 'nav.mall' },
  { route: ROUTES.pointsOrders, label: 'nav.orders' },
  { route: ROUTES.pointsLedger, label: 'nav.ledger' },
  { route: ROUTES.memberCenter, label: 'nav.member' },
] as const;

/** The mall's own navigation: the current section is marked for screen readers (aria-current) and by eye. */
export function MallNav() {
  const { t } = useTranslation(POINTS_NS);
  const href = useAppHref();
  return (
    <Nav aria-label={t('nav.label')}>
      <ul>
        {SECTIONS.map(({ route, label }) => (
          <li key={route}>
            <NavLink to={href(route)} end>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);

  ul {
    display: flex;
    /* safe: on a narrow screen the first section stays reachable by scrolling rather than cut off. */
    justify-content: safe center;
    gap: var(--space-2);
    max-width: var(--module-width);
    margin: 0 auto;
    padding: 0 var(--page-gutter);
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: block;
    padding: var(--space-3) var(--space-4);
    color: var(--color-text-muted);
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: var(--color-primary-text);
    border-bottom-color: currentColor;
    font-weight: 600;
  }
  a:focus-visible {
    outline: 2px solid var(--color-primary-text);
    outline-offset: -2px;
  }
`;
