import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { outlineButton } from '../../theme/mixins';

/** One group a module can show: speaker groups, file groups. */
export interface GroupTab {
  id: string;
  label: string;
}

interface Props {
  tabs: GroupTab[];
  active: string;
  /** The id prefix shared with the panel (the module id), so tabs and panel name each other. */
  idBase: string;
  label: string;
  onSelect: (id: string) => void;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/** Where an arrow, Home or End key moves the selection in a row of `count` tabs; null for other keys. */
export function nextTab(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A module's groups as a WAI-ARIA tablist with automatic activation: one tab stop; arrows,
 * Home and End move between groups and select them. Centred while the tabs fit; when they
 * overflow a phone they scroll sideways with the first tab reachable.
 */
export function GroupTabs({ tabs, active, idBase, label, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTab(event.key, tabs.findIndex((tab) => tab.id === active), tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-selected={tab.id === active}
          aria-controls={panelId(idBase)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          title={tab.label}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

/**
 * The tab row's place while the groups load, where the configuration names several: what is
 * below it (the panel's skeleton, then its content) does not move down when the tabs come.
 */
export function GroupTabsPlaceholder() {
  return (
    <List aria-hidden="true">
      <TabPlaceholder className="module-skeleton" />
    </List>
  );
}

const List = styled.div`
  display: flex;
  justify-content: safe center;
  gap: var(--space-2);
  margin-bottom: var(--space-6);
  padding-bottom: var(--space-1);
  overflow-x: auto;
  scrollbar-width: none;
`;

/** One line in a strip that scrolls: a long group name is cut at most a phone's width wide, its full name in the title. */
const Tab = styled.button`
  ${outlineButton}
  flex: none;
  max-width: min(20em, 80vw);
  padding: 0 var(--space-5);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    border-color: var(--color-primary);
  }
  &[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
    font-weight: 600;
  }
`;

/** A tab's height and shape: the row keeps the height the tabs will take. */
const TabPlaceholder = styled.span`
  flex: none;
  width: 6em;
  min-height: var(--touch-target);
  border-radius: var(--radius-pill);
`;
