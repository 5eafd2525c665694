import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { nextTab } from '../shared/material/GroupTabs';

export interface Tab {
  id: string;
  label: string;
}

interface Props {
  tabs: Tab[];
  active: string;
  /** The id prefix shared with the panel, so tabs and panel name each other. */
  idBase: string;
  label: string;
  onSelect: (id: string) => void;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/**
 * Speaker groups as an ARIA tablist: one tab in the Tab order, arrows, Home and End move and
 * select (automatic activation: each group is already loaded).
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
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-selected={tab.id === active}
          aria-controls={panelId(idBase)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  /* Centred while the tabs fit; when they overflow a phone, the first tab stays reachable. */
  justify-content: safe center;
  gap: var(--space-2);
  margin-bottom: var(--space-6);
  overflow-x: auto;
  scrollbar-width: none;

  button {
    flex: none;
    min-height: var(--touch-target);
    padding: 0 var(--space-5);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-pill);
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;
