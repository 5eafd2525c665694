import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ScheduleOption } from '../../../schemas/content/schedule';
import type { LanguageCode } from '../../../schemas/primitives';
import { formatTimeIn } from '../../i18n/zonedTime';
import { roomGrid, type Placed } from './roomLayout';
import { sessionLink } from './sessionLink';
import { NS } from './texts';
import type { TimedSession } from './timed';
import type { Marks } from './SessionList';

/** Pixels per minute: an hour is 120 px, so a 15-minute session still has room for its title. */
const SCALE = 2;
const HOUR_MINUTES = 60;

interface Props {
  sessions: TimedSession[];
  venues: readonly ScheduleOption[];
  zone: string | null;
  now: Date;
  language: LanguageCode;
  marks: Marks;
  isFollowed?: (item: TimedSession) => boolean;
}

/**
 * A day as rooms side by side (desktop): each session in its room's column, as tall as it is
 * long, with the hours down the side. Sessions that overlap in one room share the column. Each
 * room is a labelled list of its sessions in time order, so a screen reader hears room by room
 * what the eye sees column by column; each session opens its own page.
 */
export const RoomGrid = memo(function RoomGrid({ sessions, venues, zone, now, language, marks, isFollowed }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const layout = roomGrid(sessions, venues);
  if (!layout) return null;
  const hours = Array.from({ length: layout.minutes / HOUR_MINUTES + 1 }, (_, hour) => new Date(layout.start.getTime() + hour * HOUR_MINUTES * 60_000));
  const nowAt = (now.getTime() - layout.start.getTime()) / 60_000;
  const height = layout.minutes * SCALE;

  return (
    <Scroller role="region" aria-label={t('grid.label')} tabIndex={0} data-room-grid="">
      <Grid style={{ gridTemplateColumns: `var(--space-11) repeat(${layout.rooms.length}, minmax(calc(var(--space-11) * 2.5), 1fr))` }}>
        <Axis aria-hidden="true" style={{ height }}>
          {hours.map((hour, index) => (
            <span key={hour.getTime()} style={{ top: index * HOUR_MINUTES * SCALE }}>
              {formatTimeIn(hour, zone, language)}
            </span>
          ))}
        </Axis>
        {layout.rooms.map((room, index) => {
          const heading = `${id}-room-${index}`;
          return (
            <Column key={room.venue?.id ?? ''} data-room={room.venue?.name ?? ''}>
              <h3 id={heading}>{room.venue?.name ?? t('grid.noRoom')}</h3>
              {room.sessions.length === 0 ? (
                <Empty style={{ height }}>{t('grid.empty')}</Empty>
              ) : (
                <Track aria-labelledby={heading} style={{ height }}>
                  {room.sessions.map((placed) => (
                    <Cell key={placed.session.id} placed={placed} zone={zone} language={language} marks={marks} followed={isFollowed?.(placed.session) ?? false} />
                  ))}
                </Track>
              )}
            </Column>
          );
        })}
        {nowAt >= 0 && nowAt <= layout.minutes && <NowLine aria-hidden="true" style={{ top: `calc(var(--room-head) + ${nowAt * SCALE}px)` }} />}
      </Grid>
    </Scroller>
  );
});

function Cell({ placed, zone, language, marks, followed }: { placed: Placed; zone: string | null; language: LanguageCode; marks: Marks; followed: boolean }) {
  const { t } = useTranslation(NS);
  const { LinkView } = useRenderer();
  const { session } = placed;
  const mark = marks.now.has(session.id) ? 'now' : marks.next.has(session.id) ? 'next' : null;
  return (
    <li
      data-session-id={session.id}
      data-mark={mark ?? undefined}
      style={{
        top: placed.top * SCALE,
        height: Math.max(placed.length * SCALE, 24),
        left: `${(placed.lane / placed.lanes) * 100}%`,
        width: `${100 / placed.lanes}%`,
      }}
    >
      <p className="time">
        {formatTimeIn(session.begin, zone, language)}–{formatTimeIn(session.end, zone, language)}
        {mark && <strong> · {t(`now.${mark}`)}</strong>}
        {followed && <span className="followed"> · {t('follow.added')}</span>}
      </p>
      <LinkView link={sessionLink(session)} className="title">
        {session.title}
      </LinkView>
    </li>
  );
}

const Scroller = styled.div`
  --room-head: calc(var(--space-6) * 2);
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
`;

const Grid = styled.div`
  position: relative;
  display: grid;
`;

const Axis = styled.div`
  position: relative;
  margin-top: var(--room-head);
  border-right: 1px solid var(--color-border);

  span {
    position: absolute;
    right: var(--space-2);
    transform: translateY(-50%);
    font-size: var(--font-size-xs);
    font-variant-numeric: tabular-nums;
    color: var(--color-text-muted);
  }
`;

const Column = styled.section`
  min-width: 0;
  border-right: 1px solid var(--color-border);
  /* Hour lines behind the sessions. */
  background: repeating-linear-gradient(to bottom, transparent 0 ${HOUR_MINUTES * SCALE - 1}px, var(--color-border) ${HOUR_MINUTES * SCALE - 1}px ${HOUR_MINUTES * SCALE}px)
    0 var(--room-head) / 100% calc(100% - var(--room-head)) no-repeat;

  h3 {
    display: flex;
    align-items: center;
    height: var(--room-head);
    margin: 0;
    padding: 0 var(--space-2);
    border-bottom: 1px solid var(--color-border);
    background: var(--color-surface);
    font-size: var(--font-size-sm);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Track = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: absolute;
    box-sizing: border-box;
    overflow: hidden;
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--color-primary);
    border-left-width: 4px;
    border-radius: var(--radius-sm);
    background: var(--color-primary-tint);
    font-size: var(--font-size-xs);
    line-height: 1.3;
  }
  li[data-mark='now'] {
    border-color: var(--color-danger);
  }
  li:focus-within {
    z-index: 1;
    overflow: visible;
    height: auto !important;
    min-height: fit-content;
    box-shadow: var(--shadow-2);
  }
  .time {
    margin: 0;
    font-variant-numeric: tabular-nums;
    color: var(--color-text-muted);
  }
  .title {
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .title:hover {
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--space-3) var(--space-2);
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
`;

const NowLine = styled.div`
  position: absolute;
  left: var(--space-11);
  right: 0;
  border-top: 2px solid var(--color-danger);
  pointer-events: none;
`;
