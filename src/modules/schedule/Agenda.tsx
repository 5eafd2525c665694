import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { formatDay } from '../../i18n/format';
import { outlineButton, spreadLine } from '../../theme/mixins';
import { EmptyState } from '../shared/EmptyState';
import { overlapsIn, type ShownDay } from './programmeDays';
import { SessionList } from './SessionList';
import { NS } from './texts';
import type { TimedSession } from './timed';
import type { FollowControls } from './useFollow';

interface Props {
  days: readonly ShownDay[];
  follow: FollowControls;
  /** Signed out, the agenda is what this browser kept; `signIn` brings it into an account. */
  signIn: (() => void) | null;
  zone: string | null;
  now: Date;
  language: LanguageCode;
  terminal: Terminal;
  addToCalendar: (sessions: TimedSession[]) => void;
}

/**
 * My agenda: the sessions the visitor follows, day by day in the zone shown, each one that
 * overlaps another saying with which; the whole agenda goes into a calendar in one file.
 */
export function Agenda({ days, follow, signIn, zone, now, language, terminal, addToCalendar }: Props) {
  const { t } = useTranslation(NS);
  const agenda = useMemo(
    () => days.map((day) => ({ day, sessions: day.sessions.filter((session) => follow.isFollowed(session)) })).filter((day) => day.sessions.length > 0),
    [days, follow],
  );
  const sessions = useMemo(() => agenda.flatMap((day) => day.sessions), [agenda]);
  const warnings = useMemo(() => {
    const overlaps = overlapsIn(sessions);
    return new Map([...overlaps].map(([id, others]) => [id, t('agenda.overlap', { titles: others.map((other) => other.title).join(', ') })]));
  }, [sessions, t]);

  return (
    <Stack>
      {signIn && (
        <Kept role="note">
          <span>{t('agenda.kept')}</span>
          <Action type="button" onClick={signIn}>
            {t('agenda.signIn')}
          </Action>
        </Kept>
      )}
      {sessions.length === 0 ? (
        <EmptyState>{t('agenda.empty')}</EmptyState>
      ) : (
        <>
          <Summary>
            <p role="status">{t('agenda.count', { count: sessions.length })}</p>
            <Action type="button" onClick={() => addToCalendar(sessions)}>
              {t('agenda.calendar')}
            </Action>
          </Summary>
          {agenda.map(({ day, sessions: ofDay }) => (
            <section key={day.id} aria-label={formatDay(day.date, language, { weekday: 'long', month: 'long', day: 'numeric' })}>
              <h3>{formatDay(day.date, language, { weekday: 'long', month: 'long', day: 'numeric' })}</h3>
              <SessionList items={ofDay} zone={zone} now={now} language={language} terminal={terminal} follow={follow} warnings={warnings} />
            </section>
          ))}
        </>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);

  h3 {
    margin: var(--space-2) 0;
    font-size: var(--font-size-lg);
  }
`;

const Action = styled.button`
  ${outlineButton}
`;

const Kept = styled.p`
  ${spreadLine}
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  font-size: var(--font-size-sm);
`;

const Summary = styled.div`
  ${spreadLine}

  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;
