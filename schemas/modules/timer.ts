import * as z from 'zod/mini';
import { text } from '../primitives';
import { moduleSchema } from './common';

/** Wire date-times: "2026-10-22 09:00:00" (seconds optional), in the organiser's zone. */
export const wireDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'Expected "YYYY-MM-DD HH:mm:ss"'));

/** A countdown to `endTime` in days, hours, minutes and seconds (spec section 9), then its ended text. */
export const timerConfig = z.looseObject({
  endTime: wireDateTime,
  /** Hours east of UTC the end time is given in (8 for Macao); absent: the visitor's own zone. */
  timeZoneOffset: z.nullish(z.number().check(z.minimum(-12), z.maximum(14))),
  /** A line above the digits ("Until the doors open"). */
  label: text,
  /** Shown once the time has come; a translated default otherwise. */
  endedText: text,
});

export const timerModule = moduleSchema('timer', timerConfig);
export type TimerModule = z.infer<typeof timerModule>;
