import * as z from 'zod/mini';
import { id, text } from './primitives';

/** The event a site belongs to (the spec's "bvent"). */
export const bvent = z.looseObject({
  id,
  title: z.string(),
  description: text,
  relationType: text,
  industryType: text,
  startTime: text,
  endTime: text,
  address: text,
  addressDetail: text,
  venue: text,
  channelCode: text,
  countryName: text,
  provinceName: text,
  cityName: text,
  /**
   * Ours (the spec names no zone): the venue's IANA time zone, e.g. "Asia/Macau". Wire times
   * without an offset are the venue's wall clock; without this field they are read in the
   * visitor's zone. A name the browser does not know counts as absent.
   */
  timeZone: text,
});
export type Bvent = z.infer<typeof bvent>;

/** Exhibition events that are not light events are expos (spec section 3). */
export function isExpo(event: Pick<Bvent, 'industryType' | 'relationType'>): boolean {
  return event.industryType === 'Exhibition' && event.relationType !== 'LightEvent';
}
