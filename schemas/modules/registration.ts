import * as z from 'zod/mini';
import { safeUrl, text } from '../primitives';
import { moduleSchema } from './common';

/** An absolute https address: the registration page is another product, never a page of ours. */
const httpsUrl = safeUrl.check(z.regex(/^https:\/\/[^\s/]+/, 'Expected an absolute https URL'));

/** A call to register for the event, with an optional guide tip (site setting isGuideRegistrationTip). */
export const registrationConfig = z.looseObject({
  /** The event's registration page; absent: the environment's `registration` address. */
  registrationUrl: z.nullish(httpsUrl),
  description: text,
  buttonText: text,
  /** The guide tip's words; a translated default otherwise. */
  tipText: text,
});

export const registrationModule = moduleSchema('registration', registrationConfig);
export type RegistrationModule = z.infer<typeof registrationModule>;
