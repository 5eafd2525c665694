import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { RendererProvider } from '../../../renderer';
import type { Terminal } from '../../../schemas/page';
import { formatDay } from '../../i18n/format';
import { useShownZone } from '../../modules/schedule/shownZone';
import { SessionList } from '../../modules/schedule/SessionList';
import type { TimedSession } from '../../modules/schedule/timed';
import type { FollowControls } from '../../modules/schedule/useFollow';
import { useLiveClock } from '../../modules/schedule/useLiveClock';
import { ZoneToggle } from '../../modules/schedule/ZoneToggle';
import type { ModuleHost } from '../../site/host';
import { useRendererServices } from '../shared/useRendererServices';
import { byShownDay } from './searchSessions';

interface Props {
  /** In time order. */
  sessions: readonly TimedSession[];
  host: ModuleHost;
  terminal: Terminal;
  /** The day headings' level: under the page's h1, or under a section's h2. */
  level: 'h2' | 'h3';
  follow?: FollowControls;
  addToCalendar?: (item: TimedSession) => void;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * Sessions from across the programme under a heading per day, the days and times in the zone
 * shown (with the switch to the visitor's own); each session a row of the programme.
 */
export function SessionsByDay({ sessions, host, terminal, level: Heading, follow, addToCalendar }: Props) {
  const idPrefix = useId();
  const now = useLiveClock();
  const shown = useShownZone(host.timeZone);
  // The programme's rows draw their links through the renderer's services, as on a site page.
  const services = useRendererServices(terminal, host.bventId);
  const days = useMemo(() => byShownDay(sessions, shown.zone), [sessions, shown.zone]);
  return (
    <RendererProvider services={services}>
      <ZoneToggle eventZone={host.timeZone} shown={shown} language={host.language} at={days[0]?.sessions[0]?.begin ?? now} />
      {days.map(({ day, sessions: ofDay }) => (
        <Day key={day} aria-labelledby={`${idPrefix}${day}`}>
          <Heading id={`${idPrefix}${day}`}>{formatDay(day, host.language, DAY)}</Heading>
          <SessionList items={ofDay} zone={shown.zone} now={now} language={host.language} terminal={terminal} follow={follow} addToCalendar={addToCalendar} />
        </Day>
      ))}
    </RendererProvider>
  );
}

const Day = styled.section`
  margin-top: var(--space-5);

  h2,
  h3 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-lg);
    line-height: 1.4;
  }
`;
