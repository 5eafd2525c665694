import * as z from 'zod/mini';
import { id, languageCode, text, type LanguageCode } from './primitives';

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

/**
 * The event's languages (spec section 7: QueryLanguages reads `languageCollection`). Ours: a
 * list of language codes; a code the product does not speak is left out, not refused.
 */
export const eventLanguages = z.looseObject({
  languageCollection: z.pipe(
    z._default(z.array(z.unknown()), []),
    z.transform((codes) => codes.filter((code): code is LanguageCode => languageCode.safeParse(code).success)),
  ),
});
export type EventLanguages = z.infer<typeof eventLanguages>;

/**
 * The event's intellectual-property statement (spec section 7: GetIntellectualPropertyByBventId,
 * auth). The spec names the call and its error text only; the fields are ours: a title and the
 * statement itself, organiser text or rich-text HTML, as the privacy policy.
 */
export const intellectualProperty = z.looseObject({
  title: text,
  content: z.string(),
});
export type IntellectualProperty = z.infer<typeof intellectualProperty>;
