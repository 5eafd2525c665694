import styled from 'styled-components';
import type { ScheduleItem } from '../../../schemas/content/schedule';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { Session } from './Session';

interface Props {
  items: ScheduleItem[];
  now: Date;
  language: LanguageCode;
  terminal: Terminal;
  /** Present when visitors may follow sessions. */
  follow?: { isFollowed: (item: ScheduleItem) => boolean; toggle: (item: ScheduleItem) => void };
}

export function SessionList({ items, now, language, terminal, follow }: Props) {
  return (
    <List>
      {items.map((item) => (
        <Session
          key={item.id}
          item={item}
          now={now}
          language={language}
          terminal={terminal}
          follow={follow && { followed: follow.isFollowed(item), onToggle: () => follow.toggle(item) }}
        />
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;
