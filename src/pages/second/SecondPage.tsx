import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { EmptyState } from '../../modules/shared/EmptyState';
import { menuTarget } from '../../site/links';
import { submenuEntries } from '../../site/pageTree';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { TargetLink } from '../../site/TargetLink';
import { findNode, parentOf } from './treeLookup';
import { BackIcon, ForwardIcon } from '../../theme/icons';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { PageNav } from '../shared/PageNav';
import { SiteAccess } from '../shared/SiteAccess';
import { SECOND_PAGE_NS } from './texts';

/**
 * pages/second/index (spec section 2): a page-tree node's children as a navigation page, what
 * the phone's menu opens for a node with children (query pageId). Each entry opens what its
 * node opens, or its own second-level page when it has children; a node that is a page of its
 * own leads the list, as in the desktop submenu. The way back goes one level up: the parent's
 * second-level page, or home. An unknown node, or one without children on the menu, says 'no data'.
 */
export default function SecondPage() {
  const { t } = useTranslation([SECOND_PAGE_NS, 'nav']);
  const terminal = useTerminal();
  const { tree } = useSite();
  const [query] = useSearchParams();
  const href = useAppHref();
  const node = findNode(tree, query.get('pageId'));
  const parent = node && parentOf(tree, node.pageId);
  const entries = node ? submenuEntries(node) : [];
  const title = node?.title || t('title');
  useDocumentTitle(title);
  return (
    <PageColumn $terminal={terminal}>
      <PageNav>
        <Link to={parent ? href(ROUTES.second, { pageId: parent.pageId }) : href(ROUTES.home)}>
          <BackIcon size={16} />
          {t('up', { title: parent?.title ?? t('nav:home') })}
        </Link>
      </PageNav>
      <h1>{title}</h1>
      <SiteAccess>
        {entries.length === 0 ? (
          <EmptyState />
        ) : (
          <nav aria-label={t('entries', { title })}>
            <Entries>
              {entries.map((entry) => (
                <li key={entry.pageId}>
                  {/* An external entry without an address shows its title only; the menus report it. */}
                  <TargetLink target={menuTarget(entry, href)} newTab className="entry">
                    <span>{entry.title}</span>
                    <ForwardIcon size={20} />
                  </TargetLink>
                </li>
              ))}
            </Entries>
          </nav>
        )}
      </SiteAccess>
    </PageColumn>
  );
}

/** Large touch targets, one to a line on a phone, as many as fit on a desktop. */
const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  .entry {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-3);
    min-height: calc(var(--touch-target) + var(--space-4));
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    color: var(--color-text);
    font-size: var(--font-size-lg);
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .entry svg {
    flex: none;
    color: var(--color-text-muted);
  }
  a.entry:hover,
  a.entry:focus-visible {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-2);
  }
  a.entry:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
`;
