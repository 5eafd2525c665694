import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ScheduleModule } from '../../../schemas/modules/schedule';
import type { Terminal } from '../../../schemas/page';
import { useSession } from '../../auth/SessionProvider';
import { EmptyState } from '../shared/EmptyState';
import { useModuleHost, type ModuleHost } from '../../site/host';
import { LoadFailed } from '../shared/LoadFailed';
import { DateTabs, panelId, tabId } from './DateTabs';
import { defaultDay } from './days';
import { Filters } from './Filters';
import { filterSessions, NO_FILTER, type FilterValue } from './filterSessions';
import { mockSchedule } from './mock';
import { SessionList } from './SessionList';
import { Skeleton } from './Skeleton';
import { NS } from './texts';
import { timeSessions, type TimedSession } from './timed';
import { calendarEventOf, calendarFile, calendarFileName, downloadCalendar } from './calendar';
import { ZoneToggle } from './ZoneToggle';
import { dayIn } from '../../i18n/zonedTime';
import { useShownZone } from '../../i18n/shownZone';
import { useFollow } from './useFollow';
import { useScheduleDay, useScheduleFrame } from './useSchedule';
import { useNow } from '../../platform/useNow';
import { toast } from '../../platform/toast';

type Props = ModuleViewProps<ScheduleModule>;

/** Live labels follow the clock: a session turns from coming soon to on live without a reload. */
const LIVE_REFRESH_MS = 60_000;

function useLiveClock(): Date {
  const now = useNow(LIVE_REFRESH_MS);
  return useMemo(() => new Date(now), [now]);
}

/**
 * The event's sessions day by day. In the preview, a module set to mock data (or a programme
 * with nothing in it yet) shows the spec's 3 sample sessions instead.
 */
export default function Schedule({ module, config, terminal }: Props) {
  const host = useModuleHost();
  const preview = useRenderer().mode === 'preview';
  if (preview && config.useMockData) return <MockSessions day={dayIn(new Date(), host.timeZone)} host={host} terminal={terminal} />;
  return <Programme module={module} config={config} terminal={terminal} host={host} preview={preview} />;
}

function MockSessions({ day, host, terminal }: { day: string; host: ModuleHost; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const now = useLiveClock();
  const { zone } = useShownZone(host.timeZone);
  return (
    <Stack data-mock="true">
      <Note role="note">{t('mock.note')}</Note>
      <SessionList items={timeSessions(mockSchedule(t, day), host.timeZone)} zone={zone} now={now} language={host.language} terminal={terminal} />
    </Stack>
  );
}

function Programme({ module, config, terminal, host, preview }: Props & { host: ModuleHost; preview: boolean }) {
  const { t } = useTranslation(NS);
  const now = useLiveClock();
  const frame = useScheduleFrame(host, config.showFilters);
  const shown = useShownZone(host.timeZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState<FilterValue>(NO_FILTER);
  // The search box and pickers answer at once; the list follows when React has time (a day can hold hundreds).
  const shownFilter = useDeferredValue(filter);
  const dates = frame.dates.status === 'ready' ? frame.dates.data : [];
  const day = dates.find((date) => date.id === chosen) ?? defaultDay(dates, now, host.timeZone);
  // Signed in, the day carries the account's own isFollowed: another account, another reply.
  const account = useSession().user?.accountId ?? null;
  const list = useScheduleDay(host, config, day, account);
  const loaded = list.status === 'ready' ? list.data : null;
  const items = useMemo(() => loaded && filterSessions(loaded, shownFilter), [loaded, shownFilter]);
  // Kept stable so a keystroke in the search box does not render the (memoised) list again.
  const follow = useFollow(frame.canFollow, host.bventId, module.id);

  const addToCalendar = useCallback(
    (item: TimedSession) =>
      void calendarFile([item], calendarEventOf(host)).then(
        (text) => downloadCalendar(text, calendarFileName(item.title)),
        () => toast.showToast({ title: t('calendar.failed'), icon: 'none' }),
      ),
    [host, module.id, t],
  );

  if (frame.dates.status === 'loading' || !frame.settled) return <Skeleton />;
  if (frame.dates.status === 'error') return <LoadFailed error={frame.dates.error} onRetry={frame.dates.retry} />;
  if (!day) return preview ? <MockSessions day={dayIn(now, host.timeZone)} host={host} terminal={terminal} /> : <EmptyState />;

  function panel() {
    if (list.status === 'loading') return <Skeleton />;
    if (list.status === 'error') return <LoadFailed error={list.error} onRetry={list.retry} />;
    if (list.data.length === 0 && preview) return <MockSessions day={day!.date} host={host} terminal={terminal} />;
    if (!items?.length) return <EmptyState />;
    return (
      <>
        {config.showFilters && (
          <p role="status" className="visually-hidden">
            {t('found', { count: items.length })}
          </p>
        )}
        <SessionList items={items} zone={shown.zone} now={now} language={host.language} terminal={terminal} follow={follow} addToCalendar={addToCalendar} />
      </>
    );
  }

  return (
    <Stack>
      <Bar $terminal={terminal}>
        <DateTabs
          dates={dates}
          selected={day.id}
          onSelect={setChosen}
          label={t('days')}
          idPrefix={module.id}
          language={host.language}
          terminal={terminal}
        />
        {config.showFilters && <Filters types={frame.types} venues={frame.venues} value={filter} onChange={setFilter} idPrefix={module.id} />}
      </Bar>
      <ZoneToggle eventZone={host.timeZone} shown={shown} language={host.language} now={now} />
      <div role="tabpanel" id={panelId(module.id)} aria-labelledby={tabId(module.id, day.id)}>
        {panel()}
      </div>
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

const Note = styled.p`
  margin: 0;
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  color: var(--color-text);
  font-size: var(--font-size-sm);
`;
