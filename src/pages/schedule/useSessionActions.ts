import { useAddToCalendar } from '../../modules/schedule/useAddToCalendar';
import { useFollow } from '../../modules/schedule/useFollow';
import { useScheduleFrame } from '../../modules/schedule/useSchedule';
import type { ModuleHost } from '../../site/host';

/**
 * What a page can do with the event's sessions: follow them where the event allows it (a
 * sign-in comes back to this page as it is) and add them to a calendar. `settled` once the
 * event's setting is known, so follow buttons never appear after the sessions have painted.
 */
export function useSessionActions(host: ModuleHost) {
  const frame = useScheduleFrame(host, false);
  const follow = useFollow(frame.canFollow, host.bventId, null);
  const addToCalendar = useAddToCalendar(host);
  return { follow, addToCalendar, settled: frame.settled };
}
