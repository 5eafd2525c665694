import * as z from 'zod/mini';
import { flag, flagDefaultTrue, id, numeric } from '../primitives';
import { moduleSchema } from './common';

/**
 * The schedule module: the event's sessions day by day, loaded through Schedule/List, Types,
 * Venues and Dates (spec section 7). The organiser's choices travel to Schedule/List as they are.
 */
export const scheduleConfig = z.looseObject({
  /**
   * Preview only: show the spec's 3 mock sessions (section 9) instead of the event's, so an
   * organiser sees the module's look before the programme exists. Live sites always load the
   * real programme.
   */
  useMockData: flag,
  /** Only these session types / venues (none: all). */
  typeIds: z._default(z.array(id), []),
  venueIds: z._default(z.array(id), []),
  style: z._default(numeric, 1),
  typeCount: z._default(numeric, 0),
  dataRangeType: z._default(numeric, 0),
  dataDisplayType: z._default(numeric, 0),
  /** The visitor's type and venue filters above the list. */
  showFilters: flagDefaultTrue,
});

export const scheduleModule = moduleSchema('schedule', scheduleConfig);
export type ScheduleModule = z.infer<typeof scheduleModule>;
