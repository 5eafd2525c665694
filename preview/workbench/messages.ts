import * as z from 'zod/mini';
import { terminal } from '../../schemas/page';
import { draftMessage } from './draftMessage';

/** Every message between the workbench and its frame names this channel, so no other sender's message is taken for one. */
const CHANNEL = 'minisite-workbench';
const channel = z.literal(CHANNEL);

/** What the workbench tells the frame: the page's draft (null: show the recorded page), which module is selected, which the draft changed. */
export const toFrame = z.discriminatedUnion('kind', [
  z.strictObject({ channel, kind: z.literal('draft'), draft: draftMessage }),
  z.strictObject({ channel, kind: z.literal('select'), moduleId: z.nullable(z.string()) }),
  z.strictObject({ channel, kind: z.literal('marks'), moduleIds: z.array(z.string()) }),
  z.strictObject({ channel, kind: z.literal('scrollTo'), ratio: z.number().check(z.minimum(0), z.maximum(1)) }),
]);
export type ToFrame = z.output<typeof toFrame>;

/**
 * What the frame tells the workbench: it is ready for the draft, a module was picked in the page,
 * undo or redo was pressed there (keys pressed in a frame never reach the workbench's window), and
 * a module threw while rendering (its schema cannot tell: only the page can).
 */
export const fromFrame = z.discriminatedUnion('kind', [
  z.strictObject({ channel, kind: z.literal('ready') }),
  z.strictObject({ channel, kind: z.literal('selected'), moduleId: z.string().check(z.minLength(1)) }),
  z.strictObject({ channel, kind: z.literal('history'), step: z.enum(['undo', 'redo']) }),
  z.strictObject({ channel, kind: z.literal('thrown'), moduleId: z.string(), moduleType: z.string(), message: z.string(), terminal }),
  z.strictObject({ channel, kind: z.literal('scrolled'), ratio: z.number().check(z.minimum(0), z.maximum(1)) }),
]);
export type FromFrame = z.output<typeof fromFrame>;

type Unchannelled<T> = T extends unknown ? Omit<T, 'channel'> : never;

export function postToFrame(frame: Window, message: Unchannelled<z.input<typeof toFrame>>): void {
  frame.postMessage({ channel: CHANNEL, ...message }, location.origin);
}

export function postToWorkbench(workbench: Window, message: Unchannelled<z.input<typeof fromFrame>>): void {
  workbench.postMessage({ channel: CHANNEL, ...message }, location.origin);
}

/**
 * A message read on arrival: only from the expected window of this origin, and only in a shape
 * the schema knows; anything else is null.
 */
export function readMessage<S extends typeof toFrame | typeof fromFrame>(schema: S, event: MessageEvent, from: Window | null): z.output<S> | null {
  if (event.origin !== location.origin || from === null || event.source !== from) return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? (parsed.data as z.output<S>) : null;
}
