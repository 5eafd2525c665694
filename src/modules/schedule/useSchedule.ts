import { useState } from 'react';
import {
  getBventSetting,
  getScheduleDates,
  getScheduleList,
  getScheduleTypes,
  getScheduleVenues,
  programmeDayQuery,
  type ProgrammeDay,
  type ProgrammeScope,
  type ScheduleScope,
} from '../../api/schedule';
import { cached } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import type { ModuleHost } from '../../site/host';
import { timeSessions, type TimedSession } from './timed';

/** The filter options and whether sessions can be followed; null loads nothing. */
export function useScheduleFrame(host: ModuleHost | null, showFilters: boolean) {
  const scope: ScheduleScope | null = host && { bventId: host.bventId, lang: host.language };
  const key = scope && `${scope.bventId}:${scope.lang}`;
  const types = useQuery(key && showFilters ? `schedule:types:${key}` : null, (signal) => getScheduleTypes(scope!, signal));
  const venues = useQuery(key && showFilters ? `schedule:venues:${key}` : null, (signal) => getScheduleVenues(scope!, signal));
  const setting = useQuery(host && `bvent-setting:${host.bventId}`, (signal) => getBventSetting(host!.bventId, signal));
  return {
    types: types.status === 'ready' ? types.data : [],
    venues: venues.status === 'ready' ? venues.data : [],
    // A setting that fails to load keeps the follow button away rather than the programme.
    canFollow: setting.status === 'ready' && setting.data.attendeesCanFollowSchedule,
    // The filters and the follow buttons change the layout: the programme waits for them.
    settled: setting.status !== 'loading' && (!showFilters || (types.status !== 'loading' && venues.status !== 'loading')),
  };
}

/** Every day of the programme with its sessions. */
export interface ProgrammeDays {
  day: ProgrammeDay;
  sessions: TimedSession[];
}

const datesKey = (host: ModuleHost) => `schedule:dates:${host.bventId}:${host.language}`;

/** One day's cache key. Signed in, the reply carries the account's own isFollowed, so the account is part of it. */
function dayKey(host: ModuleHost, scope: ProgrammeScope, day: ProgrammeDay, account: string | null): string {
  return ['schedule:list', host.bventId, host.language, day.date, scope.typeIds.join(','), scope.venueIds.join(','), account ?? '-'].join(':');
}

/** One day's sessions, their times read in the event's zone, in time order. */
async function loadDay(host: ModuleHost, scope: ProgrammeScope, day: ProgrammeDay): Promise<TimedSession[]> {
  const items = await getScheduleList(programmeDayQuery({ bventId: host.bventId, lang: host.language }, scope, day));
  return timeSessions(items, host.timeZone);
}

/**
 * The event's programme as the scope has it: its days, then every day's sessions (the spec's
 * list call is per day; the days load side by side), each day cached on its own so every view
 * of the same day shares it. A visitor who shows their own time needs every day at hand: a
 * session belongs to the day it falls on in the zone shown.
 *
 * While a new account's programme loads, the one already shown stays: no skeleton flash when a
 * sign-in completes after the page has painted. A null host loads nothing.
 */
export function useProgramme(host: ModuleHost | null, scope: ProgrammeScope, account: string | null) {
  const base = host && ['schedule:programme', host.bventId, host.language, scope.typeIds.join(','), scope.venueIds.join(',')].join(':');
  // The days are shared with other views, so no view's leaving cancels them: each is kept once loaded.
  const programme = useQuery<ProgrammeDays[]>(base && `${base}:${account ?? '-'}`, async () => {
    const days = await cached(datesKey(host!), () => getScheduleDates({ bventId: host!.bventId, lang: host!.language }));
    return Promise.all(days.map(async (day) => ({ day, sessions: await cached(dayKey(host!, scope, day, account), () => loadDay(host!, scope, day)) })));
  });
  const [shown, setShown] = useState<{ base: string; data: ProgrammeDays[] } | null>(null);
  if (programme.status === 'ready' && base && (shown?.base !== base || shown.data !== programme.data)) setShown({ base, data: programme.data });
  if (programme.status === 'loading' && shown && shown.base === base) return { status: 'ready' as const, data: shown.data, retry: programme.retry };
  return programme;
}
