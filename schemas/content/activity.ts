import * as z from 'zod/mini';
import { fileUrl, flagDefaultTrue, id, numeric, text } from '../primitives';

/**
 * One activity (spec section 7: Site/QuerySitesForAgency, Bvent/GetMiniProgramCodeBvents): an
 * event and the site that shows it. The spec names the calls and isPublish, not the reply: this
 * shape is ours, the Event fields of section 3 plus the site to open and a cover.
 */
export const activity = z.looseObject({
  /** The event's id. */
  id,
  /** The site that shows the event: choosing the activity opens it. */
  siteId: id,
  title: z.string(),
  // An unsafe picture costs the activity its cover, not its place in the list.
  cover: z.catch(z.nullish(fileUrl), null),
  startTime: text,
  endTime: text,
  /** The event's IANA zone, as on the Event (schemas/event.ts): times without an offset are its wall clock. */
  timeZone: text,
  venue: text,
  address: text,
  cityName: text,
  countryName: text,
  /** Asked for with isPublish true; a gateway that still sends a draft marks it false. Absent: published. */
  isPublish: flagDefaultTrue,
});
export type Activity = z.infer<typeof activity>;

const total = z.nullish(numeric);

/** One page of activities and, when the gateway says, their total. */
export const activityPage = z.looseObject({ list: z._default(z.array(activity), []), total });
export type ActivityPage = z.infer<typeof activityPage>;

/** The same page as the client reads it: each activity is checked on its own, so one bad item is left out alone. */
export const activityPageUnchecked = z.looseObject({ list: z._default(z.array(z.unknown()), []), total });
