import * as z from 'zod/mini';
import { flagDefaultTrue, id, text } from '../primitives';
import { moduleSchema } from './common';

/** One entry of the expo's schedule: a fair, forum or activity in a hall on a day. */
export const exhibitionEvent = z.looseObject({
  /** Opens /pages/exhibitionSchedule/detail?id=… */
  id,
  title: z.string(),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')),
  beginTime: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'Expected a time as HH:MM')),
  endTime: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'Expected a time as HH:MM')),
  hall: text,
  category: text,
  summary: text,
});
export type ExhibitionEvent = z.infer<typeof exhibitionEvent>;

/**
 * The exhibition schedule module: the expo's fairs, forums and activities day by day, by hall.
 *
 * Its entries come with the module (config items), not from the gateway. Section 7's only
 * candidate, Material/GetFileListInScheduleGroup, lists the files (documents) filed under
 * schedule groups — downloads, not an agenda with days, halls and time ranges — so the agenda
 * is the organiser's own, like the image-text cards. Each entry's id opens the detail route
 * of section 2 (/pages/exhibitionSchedule/detail?id=…).
 */
export const exhibitionScheduleConfig = z.looseObject({
  items: z._default(z.array(exhibitionEvent), []),
  /** Entries link to their detail page. */
  showDetailLink: flagDefaultTrue,
});

export const exhibitionScheduleModule = moduleSchema('exhibitionSchedule', exhibitionScheduleConfig);
export type ExhibitionScheduleModule = z.infer<typeof exhibitionScheduleModule>;
