import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Navigation } from '../../schemas/navigation';
import type { PageNode } from '../../schemas/page';
import { menuChildren } from '../site/pageTree';
import { useSite } from '../site/SiteContext';
import { CloseIcon } from '../theme/icons';
import { EventSummary } from './EventSummary';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginButton } from './LoginButton';
import { NavButtons } from './NavButtons';
import { NodeLink } from './NodeLink';
import { SiteShareButton } from './SiteShareButton';
import { isCurrent } from './useCurrentPage';

interface Props {
  navigation: Navigation;
  current: PageNode | null;
  /** The sheet's id, which its close button names for the browser to close it with no script. */
  sheetId: string;
  /** Closes the sheet: a page followed, a link shared. */
  onClose: () => void;
}

/**
 * What the phone's menu sheet holds (MenuSheet.tsx): language, the event, the page tree, share
 * and sign-in. A chunk of its own: a page the server wrote has it before hydrating, a page the
 * browser draws alone asks for it once the first screen is up.
 */
export default function MenuDrawer({ navigation, current, sheetId, onClose }: Props) {
  const { t } = useTranslation();
  const { tree } = useSite();
  return (
    <Contents>
      <div className="sheet-head">
        <LanguageSwitcher />
        <button
          type="button"
          className="icon-button"
          popoverTarget={sheetId}
          popoverTargetAction="hide"
          onClick={onClose}
          aria-label={t('nav:closeMenu')}
        >
          <CloseIcon size={24} />
        </button>
      </div>
      <EventSummary />
      <nav aria-label={t('nav:main')}>
        <DrawerList items={tree.filter((node) => node.onNavigation)} current={current} onNavigate={onClose} />
      </nav>
      <SiteShareButton onShared={onClose} />
      <NavButtons navigation={navigation} onNavigate={onClose} />
      {navigation.showLoginButton && <LoginButton navigation={navigation} onNavigate={onClose} />}
    </Contents>
  );
}

function DrawerList({ items, current, onNavigate }: { items: PageNode[]; current: PageNode | null; onNavigate: () => void }) {
  return (
    <ul>
      {items.map((node) => (
        <li key={node.pageId}>
          <NodeLink node={node} current={isCurrent(node, current) && node.children.length === 0} className="entry" onNavigate={onNavigate} secondLevel />
          {menuChildren(node).length > 0 && <DrawerList items={menuChildren(node)} current={current} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

const Contents = styled.div`
  display: grid;
  gap: var(--space-4);

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
