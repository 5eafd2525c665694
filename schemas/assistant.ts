import * as z from 'zod/mini';
import { languageCode } from './primitives';

/*
 * The event's chat assistant (ours, not in the spec: the spec names /subPages/coze/index and
 * nothing more). The assistant runs in a frame from its own origin; these are the messages the
 * page and the frame exchange with postMessage, each checked on arrival like any payload.
 */

/** The tallest height the frame may ask for, in CSS pixels: a runaway value cannot make the page endless. */
export const ASSISTANT_MAX_HEIGHT = 20_000;

/**
 * What the frame may tell the page: it is ready for the context, or how tall its content is.
 * (A plain union: its two shapes need no discriminated one, which would join the first load.)
 */
export const assistantMessage = z.union([
  z.looseObject({ type: z.literal('ready') }),
  z.looseObject({ type: z.literal('resize'), height: z.number().check(z.int(), z.minimum(0), z.maximum(ASSISTANT_MAX_HEIGHT)) }),
]);
export type AssistantMessage = z.infer<typeof assistantMessage>;

/** What the page tells the frame once it is ready: the visitor's language and the event. */
export const assistantContext = z.strictObject({ type: z.literal('context'), language: languageCode, bventId: z.string() });
export type AssistantContext = z.infer<typeof assistantContext>;
