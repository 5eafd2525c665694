import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import { useSettled } from '../../../renderer/settle';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ScheduleModule } from '../../../schemas/modules/schedule';
import type { Terminal } from '../../../schemas/page';
import { useSession } from '../../auth/SessionProvider';
import { dayIn } from '../../i18n/zonedTime';
import { report } from '../../platform/report';
import { useModuleHost, type ModuleHost } from '../../site/host';
import { outlineButton, spreadLine } from '../../theme/mixins';
import { EmptyState } from '../shared/EmptyState';
import { useFullList } from '../shared/fullList';
import { LoadFailed } from '../shared/LoadFailed';
import { Agenda } from './Agenda';
import { useAddToCalendar, useCalendarDownload } from './useAddToCalendar';
import { DateTabs, panelId, tabId } from './DateTabs';
import { defaultDay } from './days';
import { Filters } from './Filters';
import { filterSessions } from './filterSessions';
import { LayoutSwitch } from './LayoutSwitch';
import { mockSchedule } from './mock';
import { nowAndNext, shownDays } from './programmeDays';
import { RoomGrid } from './RoomGrid';
import { NO_MARKS, SessionList, type Jump } from './SessionList';
import { useShownZone } from './shownZone';
import { Skeleton } from './Skeleton';
import { NS } from './texts';
import { timeSessions, type TimedSession } from './timed';
import { useFollow } from './useFollow';
import { useLiveClock } from './useLiveClock';
import { useAddressedProgramme, useOwnProgramme, type ChangeProgramme, type ProgrammeState } from './useProgrammeState';
import { useProgramme, useScheduleFrame } from './useSchedule';
import { ZoneToggle } from './ZoneToggle';

type Props = ModuleViewProps<ScheduleModule>;

/**
 * The event's sessions day by day. In the preview, a module set to mock data (or a programme
 * with nothing in it yet) shows the spec's 3 sample sessions instead.
 */
export default function Schedule({ module, config, terminal }: Props) {
  const host = useModuleHost();
  const preview = useRenderer().mode === 'preview';
  const ownPage = useFullList();
  // Sample sessions are in at once; a real programme settles once it has loaded (Programme).
  useSettled(preview && config.useMockData);
  if (preview && config.useMockData) return <MockSessions day={dayIn(new Date(), host.timeZone)} host={host} terminal={terminal} />;
  const Shown = ownPage ? AddressedProgramme : OwnProgramme;
  return <Shown module={module} config={config} terminal={terminal} host={host} preview={preview} />;
}

type ProgrammeProps = Props & { host: ModuleHost; preview: boolean };

/** On the programme's own page, every choice lives in the address. */
function AddressedProgramme(props: ProgrammeProps) {
  const [state, change] = useAddressedProgramme();
  return <Programme {...props} state={state} change={change} ownPage />;
}

/** A module on a site page keeps its choices to itself. */
function OwnProgramme(props: ProgrammeProps) {
  const [state, change] = useOwnProgramme();
  return <Programme {...props} state={state} change={change} ownPage={false} />;
}

function MockSessions({ day, host, terminal }: { day: string; host: ModuleHost; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const now = useLiveClock();
  const { zone } = useShownZone(host.timeZone);
  return (
    <Stack data-mock="true">
      <Note role="note">{t('mock.note')}</Note>
      <SessionList items={timeSessions(mockSchedule(t, day), host.timeZone)} zone={zone} now={now} language={host.language} terminal={terminal} samples />
    </Stack>
  );
}

/**
 * The programme: day tabs in the zone shown, filters, and the day as a list or (desktop) as
 * rooms side by side, or the visitor's own agenda. On the event's days it marks what is on now
 * and what comes next, and the programme's own page opens there.
 */
function Programme({ module, config, terminal, host, preview, state, change, ownPage }: ProgrammeProps & { state: ProgrammeState; change: ChangeProgramme; ownPage: boolean }) {
  const { t } = useTranslation(NS);
  const now = useLiveClock();
  const frame = useScheduleFrame(host, config.showFilters);
  const shown = useShownZone(host.timeZone);
  const session = useSession();
  const account = session.user?.accountId ?? null;
  const programme = useProgramme(host, config, account);
  const days = useMemo(() => (programme.status === 'ready' ? shownDays(programme.data, shown.zone, host.timeZone) : []), [programme, shown.zone, host.timeZone]);
  const day = days.find((candidate) => candidate.id === state.day) ?? defaultDay(days, now, shown.zone);
  const { typeId, venueId, keyword } = state;
  // The search box and pickers answer at once; the list follows when React has time (a day can hold hundreds).
  const filter = useDeferredValue(useMemo(() => ({ typeId, venueId, keyword }), [typeId, venueId, keyword]));
  // The tab answers at once; the day's list (hundreds of rows) follows when React has time.
  const listed = useDeferredValue(day);
  const items = useMemo(() => (listed ? filterSessions(listed.sessions, filter) : []), [listed, filter]);
  const isToday = listed?.id === dayIn(now, shown.zone);
  /** The zone's label is that of the days listed (the agenda's: the programme's first). */
  const clockAt = (listed ?? days[0])?.sessions[0]?.begin ?? now;
  const marks = useMemo(() => (isToday ? nowAndNext(items, now) : NO_MARKS), [isToday, items, now]);
  const target = items.find((item) => marks.now.has(item.id)) ?? items.find((item) => marks.next.has(item.id)) ?? null;
  const follow = useFollow(frame.canFollow, host.bventId, module.id);
  const layout = state.layout === 'agenda' && !follow ? 'list' : state.layout === 'grid' && terminal !== 'pc' ? 'list' : state.layout;

  // The programme's own page opens at the current time, once, on the event's days.
  const [jump, setJump] = useState<Jump | null>(null);
  const [opened, setOpened] = useState(false);
  if (!opened && programme.status === 'ready' && frame.settled) {
    setOpened(true);
    if (ownPage && target && layout !== 'agenda') setJump({ id: target.id, focus: false, at: 0 });
  }

  const addOne = useAddToCalendar(host);
  const download = useCalendarDownload(host);
  const addAgenda = useCallback((sessions: TimedSession[]) => download(sessions, t('agenda.fileName', { event: host.eventTitle })), [download, host.eventTitle, t]);
  const signIn =
    account === null ? () => void session.signIn({ returnTo: window.location.href }).catch((error: unknown) => report('sign-in', { error: String(error) })) : null;

  // The day's list is deferred: on the render the programme arrives in, it still lags behind
  // the day. Until it has caught up the module is not at its height, and the modules below it,
  // revealed by an update more urgent than the deferred list, would be pushed by it.
  const catchingUp = Boolean(day) && !listed;
  useSettled(programme.status !== 'loading' && frame.settled && !catchingUp);

  if (programme.status === 'loading' || !frame.settled || catchingUp) return <Skeleton />;
  if (programme.status === 'error') return <LoadFailed error={programme.error} onRetry={programme.retry} />;
  if (!day) return preview ? <MockSessions day={dayIn(now, host.timeZone)} host={host} terminal={terminal} /> : <EmptyState />;

  function panel() {
    if (listed && listed.sessions.length === 0 && preview) return <MockSessions day={listed.date} host={host} terminal={terminal} />;
    if (!items.length) return <EmptyState />;
    return (
      <>
        {config.showFilters && (
          <p role="status" className="visually-hidden">
            {t('found', { count: items.length })}
          </p>
        )}
        {layout === 'grid' ? (
          <RoomGrid
            sessions={items}
            venues={frame.venues.filter((venue) => !venueId || venue.id === venueId)}
            zone={shown.zone}
            now={now}
            language={host.language}
            marks={marks}
            isFollowed={follow?.isFollowed}
          />
        ) : (
          <SessionList
            items={items}
            zone={shown.zone}
            now={now}
            language={host.language}
            terminal={terminal}
            marks={marks}
            jump={jump}
            follow={follow}
            addToCalendar={addOne}
          />
        )}
      </>
    );
  }

  return (
    <Stack>
      <LayoutSwitch layout={layout} onChange={(next) => change({ layout: next })} grid={terminal === 'pc'} agenda={Boolean(follow)} idPrefix={module.id} />
      {layout === 'agenda' && follow ? (
        <>
          <ZoneToggle eventZone={host.timeZone} shown={shown} language={host.language} at={clockAt} />
          <Agenda days={days} follow={follow} signIn={signIn} zone={shown.zone} now={now} language={host.language} terminal={terminal} addToCalendar={addAgenda} />
        </>
      ) : (
        <>
          <Bar $terminal={terminal}>
            <DateTabs
              dates={days}
              selected={day.id}
              onSelect={(id) => change({ day: id })}
              label={t('days')}
              idPrefix={module.id}
              language={host.language}
              terminal={terminal}
            />
            {config.showFilters && (
              <Filters types={frame.types} venues={frame.venues} value={{ typeId, venueId, keyword }} onChange={(value) => change(value)} idPrefix={module.id} />
            )}
          </Bar>
          <Clock>
            <ZoneToggle eventZone={host.timeZone} shown={shown} language={host.language} at={clockAt} />
            {target && (
              <JumpButton type="button" onClick={() => setJump({ id: target.id, focus: true, at: Date.now() })}>
                {t('now.jump')}
              </JumpButton>
            )}
          </Clock>
          <div role="tabpanel" id={panelId(module.id)} aria-labelledby={tabId(module.id, day.id)}>
            {panel()}
          </div>
        </>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  /* The day strip scrolls inside the module instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
`;

const Bar = styled.div<{ $terminal: Terminal }>`
  display: flex;
  flex-direction: ${({ $terminal }) => ($terminal === 'pc' ? 'row' : 'column')};
  justify-content: space-between;
  align-items: ${({ $terminal }) => ($terminal === 'pc' ? 'flex-end' : 'stretch')};
  gap: var(--space-4);
`;

const Clock = styled.div`
  ${spreadLine}
  &:empty {
    display: none;
  }
`;

const JumpButton = styled.button`
  ${outlineButton}
  margin-left: auto;
`;

const Note = styled.p`
  margin: 0;
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  color: var(--color-text);
  font-size: var(--font-size-sm);
`;
