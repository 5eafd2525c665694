import { useState } from 'react';
import type { ScheduleDate } from '../../../schemas/content/schedule';
import * as z from 'zod/mini';
import { scheduleConfig, type ScheduleModule } from '../../../schemas/modules/schedule';
import { getBventSetting, getScheduleDates, getScheduleList, getScheduleTypes, getScheduleVenues, type ScheduleScope } from '../../api/schedule';
import { cached } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import type { ModuleHost } from '../../site/host';
import { timeSessions, type TimedSession } from './timed';

type Config = ScheduleModule['config'];

const datesKey = (scope: ScheduleScope) => `schedule:dates:${scope.bventId}:${scope.lang}`;

/** The programme's days, the filter options and whether sessions can be followed; null loads nothing. */
export function useScheduleFrame(host: ModuleHost | null, showFilters: boolean) {
  const scope: ScheduleScope | null = host && { bventId: host.bventId, lang: host.language };
  const key = scope && `${scope.bventId}:${scope.lang}`;
  const dates = useQuery(scope && datesKey(scope), (signal) => getScheduleDates(scope!, signal));
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

/** A day of the programme, as the list call asks for it. */
export type ProgrammeDay = Pick<ScheduleDate, 'id' | 'date'>;

/** What scopes a day's list besides the day: the organiser's module settings (none: the whole programme). */
type Scope = Pick<Config, 'typeIds' | 'venueIds' | 'style' | 'typeCount' | 'dataRangeType' | 'dataDisplayType'>;

/** The whole programme, unscoped: the programme's pages and a module with default settings share its days. */
export const WHOLE_PROGRAMME: Scope = z.parse(scheduleConfig, {});

/**
 * The cache key of one day's sessions. Signed in, the reply carries the account's own
 * isFollowed, so the account is part of the key.
 */
function dayKey(host: ModuleHost, scope: Scope, day: ProgrammeDay, account: string | null): string {
  return ['schedule:list', host.bventId, host.language, day.date, scope.typeIds.join(','), scope.venueIds.join(','), account ?? '-'].join(':');
}

async function loadDay(host: ModuleHost, scope: Scope, day: ProgrammeDay, signal: AbortSignal): Promise<TimedSession[]> {
  const items = await getScheduleList(
    {
      bventId: host.bventId,
      lang: host.language,
      date: day.date,
      dateIds: [day.id],
      typeIds: scope.typeIds,
      venueIds: scope.venueIds,
      keywords: '',
      searchType: 0,
      style: scope.style,
      typeCount: scope.typeCount,
      dataRangeType: scope.dataRangeType,
      dataDisplayType: scope.dataDisplayType,
    },
    signal,
  );
  return timeSessions(items, host.timeZone);
}

/**
 * One day's sessions, as the organiser scoped them, their times read in the event's zone, in
 * time order. While a new account's reply loads, the day already shown stays (no skeleton
 * flash when a sign-in completes after the page has painted).
 */
export function useScheduleDay(host: ModuleHost, scope: Scope, day: ProgrammeDay | null, account: string | null) {
  const key = day && dayKey(host, scope, day, account);
  const base = key && key.slice(0, key.lastIndexOf(':'));
  const list = useQuery<TimedSession[]>(key, (signal) => loadDay(host, scope, day!, signal));
  const [shown, setShown] = useState<{ base: string; data: TimedSession[] } | null>(null);
  if (list.status === 'ready' && base && (shown?.base !== base || shown.data !== list.data)) setShown({ base, data: list.data });
  if (list.status === 'loading' && shown && shown.base === base) return { status: 'ready' as const, data: shown.data, retry: list.retry };
  return list;
}

/** Every day of the programme with its sessions, for the views that look across days (search, agenda, a speaker's sessions). */
export interface ProgrammeDays {
  day: ProgrammeDay;
  sessions: TimedSession[];
}

/**
 * The event's whole programme: its days, then every day's list (the spec's list call is per
 * day), each day shared with the views that show that day alone. null loads nothing.
 */
export function useProgramme(host: ModuleHost | null, account: string | null) {
  const key = host && ['schedule:programme', host.bventId, host.language, account ?? '-'].join(':');
  return useQuery<ProgrammeDays[]>(key, async (signal) => {
    const scope = { bventId: host!.bventId, lang: host!.language };
    const days = await cached(datesKey(scope), () => getScheduleDates(scope, signal));
    return Promise.all(
      days.map(async (day) => ({ day, sessions: await cached(dayKey(host!, WHOLE_PROGRAMME, day, account), () => loadDay(host!, WHOLE_PROGRAMME, day, signal)) })),
    );
  });
}
