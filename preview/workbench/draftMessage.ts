import * as z from 'zod/mini';
import type { PageDraft } from '../../src/api/pageDraft';
import { pageDetail } from '../../schemas/page';
import { id } from '../../schemas/primitives';

/**
 * A draft as it travels to the frame. Each edit changes a module or two, and a message copies all
 * it carries (the stress page's 400 modules took the frame's thread for tens of milliseconds per key):
 * so a module the frame already holds is named, not sent. `kept[i]` is the place, among the
 * modules of the draft that the message `base` sent, of the module standing at place i; -1 when
 * `modules[i]` carries it. A module's own content never says which it is: any value may be a module.
 */
export const draftMessage = z.nullable(
  z.strictObject({
    pageId: id,
    /** This draft's number, which a later message names as its base. */
    sent: z.int(),
    /** The draft the kept places refer to; null: every module is carried. */
    base: z.nullable(z.int()),
    details: z.array(z.extend(pageDetail, { kept: z.array(z.int()) })),
  }),
);
export type DraftMessage = z.output<typeof draftMessage>;

/** What a view last sent its frame: the draft's number and its modules' places (counted over all its details), by object. */
export interface SentDraft {
  sent: number;
  places: Map<unknown, number>;
}

const NOT_KEPT = -1;
const isObject = (module: unknown): module is object => typeof module === 'object' && module !== null;

/** The message for `draft`, naming the modules `last` already sent; and what this one sent, for the next. */
export function packDraft(draft: PageDraft | null, last: SentDraft | null): { message: z.input<typeof draftMessage>; sent: SentDraft | null } {
  if (!draft) return { message: null, sent: null };
  const sent = (last?.sent ?? 0) + 1;
  const places = new Map<unknown, number>();
  let place = 0;
  const details = draft.details.map((detail) => {
    const kept = detail.modules.map((module) => {
      if (isObject(module) && !places.has(module)) places.set(module, place);
      place += 1;
      return isObject(module) ? (last?.places.get(module) ?? NOT_KEPT) : NOT_KEPT;
    });
    return { ...detail, modules: detail.modules.map((module, index) => (kept[index] === NOT_KEPT ? module : null)), kept };
  });
  return { message: { pageId: draft.pageId, sent, base: last?.sent ?? null, details }, sent: { sent, places } };
}

/**
 * The draft a message carries, its named modules taken from `held` (the draft its base sent, as
 * the frame holds it): the same objects, so the page renders again only what changed. Null when
 * it names a draft the frame does not hold (the frame was loaded anew since: the workbench sends
 * the whole draft when it hears the frame is ready).
 */
export function unpackDraft(message: NonNullable<DraftMessage>, held: { sent: number; draft: PageDraft } | null): PageDraft | null {
  if (message.base !== null && message.base !== held?.sent) return null;
  const known = held?.draft.details.flatMap((detail) => detail.modules) ?? [];
  const details = [];
  for (const { kept, modules, ...detail } of message.details) {
    if (kept.length !== modules.length || kept.some((place) => place !== NOT_KEPT && !(place in known))) return null;
    details.push({ ...detail, modules: modules.map((module, index) => (kept[index] === NOT_KEPT ? module : known[kept[index]!])) });
  }
  return { pageId: message.pageId, details };
}
