import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ScheduleDate } from '../../../schemas/content/schedule';
import type { LanguageCode } from '../../../schemas/primitives';
import type { Terminal } from '../../../schemas/page';
import { formatDay } from '../../i18n/format';

interface Props {
  dates: readonly Pick<ScheduleDate, 'id' | 'date'>[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  idPrefix: string;
  language: LanguageCode;
  terminal: Terminal;
}

/** Tab and panel ids for one date, so the panel can name its tab. */
export const tabId = (prefix: string, dateId: string) => `${prefix}-tab-${dateId}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * The programme's days as a tablist (WAI-ARIA tabs, automatic activation): arrow keys move
 * between days, Home and End jump to the first and last, and only the chosen day is a tab stop.
 */
export function DateTabs({ dates, selected, onSelect, label, idPrefix, language, terminal }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, dates.findIndex((date) => date.id === selected));

  function move(event: KeyboardEvent) {
    const last = dates.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    onSelect(dates[wrapped]!.id);
    tabs.current[wrapped]?.focus();
  }

  return (
    <List role="tablist" aria-label={label} onKeyDown={move} $terminal={terminal}>
      {dates.map((date, position) => {
        const active = date.id === selected;
        return (
          <Tab
            key={date.id}
            ref={(element) => {
              tabs.current[position] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, date.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(date.id)}
          >
            <span className="weekday">{formatDay(date.date, language, { weekday: 'short' })}</span>
            <span className="day">{formatDay(date.date, language, { month: 'short', day: 'numeric' })}</span>
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled.div<{ $terminal: Terminal }>`
  display: flex;
  gap: var(--space-2);
  min-width: 0;
  overflow-x: auto;
  /* Room for the focus ring (3 px and 2 px apart) inside the scrolling strip. */
  padding: var(--space-2);
  margin: calc(-1 * var(--space-2));
  scrollbar-width: thin;
  ${({ $terminal }) => ($terminal === 'pc' ? 'flex-wrap: wrap;' : '')}
`;

const Tab = styled.button`
  display: grid;
  justify-items: center;
  flex: 0 0 auto;
  min-width: calc(var(--space-11) * 1.5);
  min-height: var(--touch-target);
  padding: var(--space-2) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  line-height: 1.3;
  cursor: pointer;

  .weekday {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
  .day {
    font-weight: 600;
  }
  &[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  &[aria-selected='true'] .weekday {
    color: inherit;
  }
  &:hover:not([aria-selected='true']) {
    border-color: var(--color-primary);
  }
`;
