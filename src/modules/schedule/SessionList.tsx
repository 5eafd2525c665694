import { memo, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { Session } from './Session';
import type { TimedSession } from './timed';
import type { FollowControls } from './useFollow';
import { WindowedList, type RowProps } from './WindowedList';

/** Longer lists mount only the rows near the viewport; shorter ones render whole. */
export const WINDOW_FROM = 50;

/** The sessions on now and those starting next, on the day that is today. */
export interface Marks {
  now: ReadonlySet<string>;
  next: ReadonlySet<string>;
}

export const NO_MARKS: Marks = { now: new Set(), next: new Set() };

/** A request to bring one session into view (`focus`: and put the keyboard on it); `at` tells one request from the next. */
export interface Jump {
  id: string;
  focus: boolean;
  at: number;
}

/** How many frames a jump waits for a windowed row to mount after scrolling to it. */
const JUMP_FRAMES = 30;

interface Props {
  items: TimedSession[];
  /** The zone times are shown in; null: the visitor's own. */
  zone: string | null;
  now: Date;
  language: LanguageCode;
  terminal: Terminal;
  marks?: Marks;
  jump?: Jump | null;
  /** Per session, what the visitor should know before going (it overlaps another of their agenda). */
  warnings?: ReadonlyMap<string, string>;
  /** Present when visitors may follow sessions. */
  follow?: FollowControls;
  /** Downloads a session as a calendar file; absent for sample sessions. */
  addToCalendar?: (item: TimedSession) => void;
  /** The preview's sample sessions, which have no pages to link to. */
  samples?: boolean;
}

/** Memoised: typing in the search box renders the filters at once and this list only once the filter settles. */
export const SessionList = memo(function SessionList({ items, zone, now, language, terminal, marks = NO_MARKS, jump = null, warnings, follow, addToCalendar, samples = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  /** The last jump made: a list narrowed or re-rendered later must not scroll the page back to it. */
  const made = useRef<number | null>(null);
  const index = jump ? items.findIndex((item) => item.id === jump.id) : -1;
  const windowed = items.length > WINDOW_FROM;

  useEffect(() => {
    if (!jump || index < 0 || made.current === jump.at) return;
    made.current = jump.at;
    let frames = 0;
    let frame = 0;
    // A windowed row mounts a frame or two after the list has scrolled to it.
    const reveal = () => {
      const row = box.current?.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(jump.id)}"]`);
      if (!row) {
        if (++frames < JUMP_FRAMES) frame = requestAnimationFrame(reveal);
        return;
      }
      row.scrollIntoView({ block: 'start' });
      if (jump.focus) row.querySelector<HTMLElement>('a.title')?.focus({ preventScroll: true });
    };
    reveal();
    return () => cancelAnimationFrame(frame);
  }, [jump, index]);

  const session = (item: TimedSession, rowProps?: RowProps) => (
    <Session
      key={item.id}
      item={item}
      zone={zone}
      now={now}
      language={language}
      terminal={terminal}
      mark={marks.now.has(item.id) ? 'now' : marks.next.has(item.id) ? 'next' : undefined}
      warning={warnings?.get(item.id)}
      sample={samples}
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
  return (
    <div ref={box}>
      {windowed ? (
        <Windowed count={items.length} terminal={terminal} reveal={jump && index >= 0 ? { index, at: jump.at } : null} row={(at, rowProps) => session(items[at]!, rowProps)} />
      ) : (
        <List>{items.map((item) => session(item))}</List>
      )}
    </div>
  );
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
