import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FileGroup } from '../../../../schemas/content/material';
import { NS } from './texts';

interface Props {
  groups: FileGroup[];
  selected: number;
  onSelect: (index: number) => void;
  /** Prefix of the tab and panel ids, unique on the page (the module id). */
  idPrefix: string;
}

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

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
 * The groups as a tablist (WAI-ARIA tabs with automatic activation): one tab stop, arrows move
 * between groups and select them.
 */
export function GroupTabs({ groups, selected, onSelect, idPrefix }: Props) {
  const { t } = useTranslation(NS);
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTab(event.key, selected, groups.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <List role="tablist" aria-label={t('groups')} ref={list} onKeyDown={onKeyDown}>
      {groups.map((group, index) => (
        <Tab
          key={group.groupId}
          type="button"
          role="tab"
          id={tabId(idPrefix, index)}
          aria-selected={index === selected}
          aria-controls={panelId(idPrefix)}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {group.groupName}
        </Tab>
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  gap: var(--space-2);
  margin-bottom: var(--space-5);
  padding-bottom: var(--space-1);
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: var(--touch-target);
  padding: 0 var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  font-size: var(--font-size-sm);
  cursor: pointer;

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
