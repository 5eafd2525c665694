import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import { size } from '../../../renderer/layout';
import type { Link } from '../../../schemas/modules/link';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { formatTimeIn } from '../../i18n/zonedTime';
import { sessionLink, speakerLink } from './sessionLink';
import { Chip } from '../shared/Chip';
import { Place } from '../shared/Place';
import { FollowButton } from './FollowButton';
import { LiveBadge } from './LiveBadge';
import { liveLabel, watchUrl, type LiveLabel } from './liveStatus';
import { NS } from './texts';
import type { TimedSession } from './timed';
import type { RowProps } from './WindowedList';

interface Props {
  item: TimedSession;
  /** The zone times are shown in; null: the visitor's own. */
  zone: string | null;
  now: Date;
  language: LanguageCode;
  terminal: Terminal;
  /** Present when visitors may follow sessions (the event's attendeesCanFollowSchedule). */
  follow?: {
    followed: boolean;
    /** The follow call is on its way. */
    pending: boolean;
    onToggle: () => void;
    /** A signed-out visitor tried to follow this session: the sign-in that comes back to it. */
    signIn?: { start: () => void; ready: boolean };
  };
  /** Downloads the session as a calendar file. */
  onAddToCalendar?: () => void;
  /** On now, or next to start, when the day shown is today. */
  mark?: 'now' | 'next';
  /** What the visitor should know before going (it overlaps another session of their agenda). */
  warning?: string;
  /** A preview's sample session: it has no page of its own, nor its speakers. */
  sample?: boolean;
  /** In a windowed list: the row's place, size and measuring ref. */
  rowProps?: RowProps;
}


const WATCH_ACTION: Record<LiveLabel, 'live' | 'replay' | 'onDemand'> = {
  onLive: 'live',
  playingBack: 'live',
  comingSoon: 'live',
  ended: 'replay',
  replay: 'replay',
  onDemand: 'onDemand',
};

/** One session: time, live state, type, title, venue, speakers, and what the visitor can do. */
export function Session({ item, zone, now, language, terminal, follow, onAddToCalendar, mark, warning, sample = false, rowProps }: Props) {
  const { t } = useTranslation(NS);
  const { LinkView } = useRenderer();
  const label = liveLabel(item, now);
  const url = watchUrl(item, label, language);
  const action = label && t(`watch.${WATCH_ACTION[label]}`);
  const watch: Link | null = url ? { linkType: 'external', externalUrl: url, openInNewTab: true, title: action } : null;

  return (
    <Row {...rowProps} $terminal={terminal} data-session-id={item.id} data-mark={mark}>
      <Time>
        <time dateTime={item.begin.toISOString()}>{formatTimeIn(item.begin, zone, language)}</time>
        –
        <time dateTime={item.end.toISOString()}>{formatTimeIn(item.end, zone, language)}</time>
      </Time>
      <Body>
        {(mark || label || item.scheduleType) && (
          <Tags>
            {mark && <Mark $mark={mark}>{t(`now.${mark}`)}</Mark>}
            {label && <LiveBadge label={label} />}
            {item.scheduleType && <Chip>{item.scheduleType.name}</Chip>}
          </Tags>
        )}
        <h3>
          {sample ? (
            item.title
          ) : (
            <LinkView link={sessionLink(item)} className="title">
              {item.title}
            </LinkView>
          )}
        </h3>
        {item.topic && <p className="topic">{item.topic}</p>}
        {item.venue && (
          <p className="venue">
            <Place kind={t('venue')} name={item.venue.name} />
          </p>
        )}
        {warning && (
          <Warning role="note" className="overlap">
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
              <path d="M8 1.5 15 14H1zM8 6v4M8 11.5v1" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
            </svg>
            {warning}
          </Warning>
        )}
        {item.speakers.length > 0 && (
          <Speakers aria-label={t('speakers')}>
            {item.speakers.map((speaker) => (
              <li key={speaker.pkey}>
                {speaker.avatar ? (
                  <img src={speaker.avatar} alt="" width={32} height={32} loading="lazy" />
                ) : (
                  <span className="initial" aria-hidden="true">
                    {speaker.fullName.slice(0, 1)}
                  </span>
                )}
                {sample ? <span>{speaker.fullName}</span> : <LinkView link={speakerLink(speaker)}>{speaker.fullName}</LinkView>}
              </li>
            ))}
          </Speakers>
        )}
      </Body>
      {(watch || follow || onAddToCalendar) && (
        <Actions $terminal={terminal}>
          {watch && (
            <LinkView link={watch} className="watch" aria-label={t('watch.label', { action, title: item.title })}>
              {action}
            </LinkView>
          )}
          {follow && (
            <FollowButton className="follow" followed={follow.followed} pending={follow.pending} onToggle={follow.onToggle}>
              {t(follow.followed ? 'follow.added' : 'follow.add')}
              <span className="visually-hidden">: {item.title}</span>
            </FollowButton>
          )}
          {follow?.signIn && (
            <button type="button" className="sign-in" disabled={!follow.signIn.ready} onClick={follow.signIn.start}>
              {t('follow.signIn')}
              <span className="visually-hidden">: {item.title}</span>
            </button>
          )}
          {onAddToCalendar && (
            <button type="button" className="calendar" onClick={onAddToCalendar}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none">
                <rect x="2" y="3" width="12" height="11" rx="1.5" stroke="currentColor" strokeWidth="1.4" />
                <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3M8 8.5v3.5M6.25 10.25h3.5" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
              {t('calendar.add')}
              <span className="visually-hidden">: {item.title}</span>
            </button>
          )}
        </Actions>
      )}
    </Row>
  );
}

const Row = styled.li<{ $terminal: Terminal }>`
  /* "Jump to now" brings a row to just below the sticky bar. */
  scroll-margin-top: calc(var(--nav-offset, 0px) + var(--space-4));
  display: grid;
  grid-template-columns: ${({ $terminal }) => ($terminal === 'pc' ? `${size(120, 'pc')} minmax(0, 1fr) auto` : 'minmax(0, 1fr)')};
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6)' : 'var(--space-2)')};
  align-items: start;
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-5) var(--space-6)' : 'var(--space-4)')};
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  box-shadow: var(--shadow-1);
`;

// Each time stays whole; "9:30 AM–10:30 AM" wraps after the dash rather than overflow its column.
const Time = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  white-space: nowrap;
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: var(--color-primary-text);
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;

  h3 {
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.4;
  }
  /* Titles and speaker names open their pages; they read as text until pointed at. */
  h3 a,
  li a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover,
  li a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
  }
  .topic {
    color: var(--color-text-muted);
  }
  .venue {
    display: flex;
    align-items: center;
    gap: var(--space-1);
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Speakers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);

  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  img,
  .initial {
    flex: none;
    width: var(--space-7);
    height: var(--space-7);
    border-radius: 50%;
    object-fit: cover;
  }
  .initial {
    display: grid;
    place-items: center;
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
    font-weight: 600;
  }
`;

const Actions = styled.div<{ $terminal: Terminal }>`
  display: flex;
  flex-direction: ${({ $terminal }) => ($terminal === 'pc' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: stretch;

  .watch,
  .follow,
  .calendar,
  .sign-in {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--space-1);
    min-height: var(--touch-target);
    padding: 0 var(--space-4);
    border-radius: var(--radius-pill);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  .watch,
  .sign-in {
    border: 1px solid var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  .follow,
  .calendar {
    border: 1px solid var(--color-border);
    background: var(--color-bg);
    color: var(--color-text);
  }
  .sign-in:disabled {
    cursor: progress;
  }
`;

/** "Now" and "Up next": words, not only colour, next to the live label. */
const Mark = styled.strong<{ $mark: 'now' | 'next' }>`
  padding: 0 var(--space-2);
  border-radius: var(--radius-pill);
  background: ${({ $mark }) => ($mark === 'now' ? 'var(--color-danger)' : 'var(--color-primary)')};
  color: var(--color-on-primary);
  font-size: var(--font-size-xs);
  line-height: 1.8;
`;

const Warning = styled.p`
  display: flex;
  align-items: baseline;
  gap: var(--space-1);
  color: var(--color-danger);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;
