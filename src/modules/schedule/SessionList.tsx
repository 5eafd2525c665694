import { memo } from 'react';
import styled, { css } from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { Session } from './Session';
import type { TimedSession } from './timed';
import type { FollowControls } from './useFollow';
import { WindowedList, type RowProps } from './WindowedList';

/** Longer lists mount only the rows near the viewport; shorter ones render whole. */
export const WINDOW_FROM = 50;

interface Props {
  items: TimedSession[];
  /** The zone times are shown in; null: the visitor's own. */
  zone: string | null;
  now: Date;
  language: LanguageCode;
  terminal: Terminal;
  /** Present when visitors may follow sessions. */
  follow?: FollowControls;
  /** Downloads a session as a calendar file; absent for sample sessions. */
  addToCalendar?: (item: TimedSession) => void;
}

/** Memoised: typing in the search box renders the filters at once and this list only once the filter settles. */
export const SessionList = memo(function SessionList({ items, zone, now, language, terminal, follow, addToCalendar }: Props) {
  const session = (item: TimedSession, rowProps?: RowProps) => (
    <Session
      key={item.id}
      item={item}
      zone={zone}
      now={now}
      language={language}
      terminal={terminal}
      follow={
        follow && {
          followed: follow.isFollowed(item),
          pending: follow.isPending(item),
          onToggle: () => follow.toggle(item),
          signIn: follow.signIn?.id === item.id ? follow.signIn : undefined,
        }
      }
      onAddToCalendar={addToCalendar && (() => addToCalendar(item))}
      rowProps={rowProps}
    />
  );
  if (items.length > WINDOW_FROM) return <Windowed count={items.length} terminal={terminal} row={(index, rowProps) => session(items[index]!, rowProps)} />;
  return <List>{items.map((item) => session(item))}</List>;
});

const listLook = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const List = styled.ul`
  ${listLook}
`;

const Windowed = styled(WindowedList)`
  ${listLook}
`;
