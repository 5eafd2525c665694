import { useState } from 'react';
import type { ScheduleModule } from '../../../schemas/modules/schedule';
import { getBventSetting, getScheduleDates, getScheduleList, getScheduleTypes, getScheduleVenues, type ScheduleScope } from '../../api/schedule';
import { useQuery } from '../../platform/useQuery';
import type { ModuleHost } from '../../site/host';
import { timeSessions, type TimedSession } from './timed';

type Config = ScheduleModule['config'];

/** The programme's days, the filter options and whether sessions can be followed; null loads nothing. */
export function useScheduleFrame(host: ModuleHost | null, showFilters: boolean) {
  const scope: ScheduleScope | null = host && { bventId: host.bventId, lang: host.language };
  const key = scope && `${scope.bventId}:${scope.lang}`;
  const dates = useQuery(key && `schedule:dates:${key}`, (signal) => getScheduleDates(scope!, signal));
  const types = useQuery(key && showFilters ? `schedule:types:${key}` : null, (signal) => getScheduleTypes(scope!, signal));
  const venues = useQuery(key && showFilters ? `schedule:venues:${key}` : null, (signal) => getScheduleVenues(scope!, signal));
  const setting = useQuery(host && `bvent-setting:${host.bventId}`, (signal) => getBventSetting(host!.bventId, signal));
  return {
    dates,
    types: types.status === 'ready' ? types.data : [],
    venues: venues.status === 'ready' ? venues.data : [],
    // A setting that fails to load keeps the follow button away rather than the programme.
    canFollow: setting.status === 'ready' && setting.data.attendeesCanFollowSchedule,
    // The filters and the follow buttons change the layout: the programme waits for them.
    settled: setting.status !== 'loading' && (!showFilters || (types.status !== 'loading' && venues.status !== 'loading')),
  };
}

/**
 * One day's sessions, as the organiser scoped them, their times read in the event's zone, in
 * time order. Signed in, the reply carries the account's own isFollowed, so the account is part
 * of the key; while a new account's reply loads, the day already shown stays (no skeleton flash
 * when a sign-in completes after the page has painted).
 */
export function useScheduleDay(host: ModuleHost, config: Config, day: { id: string; date: string } | null, account: string | null) {
  const base = day && ['schedule:list', host.bventId, host.language, day.date, config.typeIds.join(','), config.venueIds.join(',')].join(':');
  const list = useQuery<TimedSession[]>(base && `${base}:${account ?? '-'}`, async (signal) => {
    const items = await getScheduleList(
      {
        bventId: host.bventId,
        lang: host.language,
        date: day!.date,
        dateIds: [day!.id],
        typeIds: config.typeIds,
        venueIds: config.venueIds,
        keywords: '',
        searchType: 0,
        style: config.style,
        typeCount: config.typeCount,
        dataRangeType: config.dataRangeType,
        dataDisplayType: config.dataDisplayType,
      },
      signal,
    );
    return timeSessions(items, host.timeZone);
  });
  const [shown, setShown] = useState<{ base: string; data: TimedSession[] } | null>(null);
  if (list.status === 'ready' && base && (shown?.base !== base || shown.data !== list.data)) setShown({ base, data: list.data });
  if (list.status === 'loading' && shown && shown.base === base) return { status: 'ready' as const, data: shown.data, retry: list.retry };
  return list;
}
