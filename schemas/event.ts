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
});
export type Bvent = z.infer<typeof bvent>;

/** Exhibition events that are not light events are expos (spec section 3). */
export function isExpo(event: Pick<Bvent, 'industryType' | 'relationType'>): boolean {
  return event.industryType === 'Exhibition' && event.relationType !== 'LightEvent';
}
