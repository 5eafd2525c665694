import * as z from 'zod/mini';
import { isAddedKey, type Draft } from '../draft';

/**
 * The longest workbench address a link may be: nginx's default header buffer (8 kB) and chat apps
 * that cut long links both stop a little past it.
 */
export const LINK_LIMIT = 8000;
/** The part of the address after `#` that holds the draft (never sent to a server). */
const KEY = 'draft';

/** The view a colleague should see too. */
export const linkView = z.object({
  viewport: z.object({ preset: z.enum(['phone', 'tablet', 'desktop', 'custom']), width: z.number(), height: z.number() }),
  mode: z.enum(['preview', 'live']),
  zoom: z.union([z.literal('fit'), z.number().check(z.minimum(25), z.maximum(200))]),
});
export type LinkView = z.infer<typeof linkView>;

/** A draft as a link carries it: read back with this schema, since a link is anybody's to write. */
const carried = z.object({
  pageId: z.string(),
  view: linkView,
  order: z.array(z.string()),
  hidden: z.array(z.string()),
  mockSchedule: z.nullable(z.boolean()),
  // Pairs as objects, not tuples: zod's tuple would join the site's first screen (zod is shared with it).
  edits: z.array(z.object({ key: z.string(), edits: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), value: z.unknown() })) })),
  // Only keys of added modules: a link must not bring a second module under a recorded id.
  added: z.array(z.object({ key: z.string().check(z.refine(isAddedKey)), module: z.record(z.string(), z.unknown()), terminals: z.array(z.string()) })),
});

export interface LinkedDraft {
  pageId: string;
  view: LinkView;
  draft: Draft;
}

/** Bytes as base64url, a slice at a time: one call with every byte as an argument overflows the stack on a large draft. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function through(stream: CompressionStream | DecompressionStream, bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());
}

/** The draft and the view, compressed into the address's fragment: `#draft=…`. */
export async function draftFragment({ pageId, view, draft }: LinkedDraft): Promise<string> {
  const json = JSON.stringify({ pageId, view, order: draft.order, hidden: [...draft.hidden], mockSchedule: draft.mockSchedule, edits: [...draft.edits].map(([key, edits]) => ({ key, edits })), added: [...draft.added].map(([key, entry]) => ({ key, ...entry })) });
  return `#${KEY}=${base64url(await through(new CompressionStream('deflate-raw'), new TextEncoder().encode(json)))}`;
}

/** The draft a link's fragment carries, or null where it carries none or one that does not read. */
export async function readDraftFragment(fragment: string): Promise<LinkedDraft | null> {
  const packed = new URLSearchParams(fragment.replace(/^#/, '')).get(KEY);
  if (!packed) return null;
  try {
    const json = new TextDecoder().decode(await through(new DecompressionStream('deflate-raw'), fromBase64url(packed)));
    const read = carried.safeParse(JSON.parse(json));
    if (!read.success) return null;
    const { pageId, view, order, hidden, mockSchedule, edits, added } = read.data;
    return { pageId, view, draft: { order, hidden: new Set(hidden), mockSchedule, edits: new Map(edits.map((entry) => [entry.key, entry.edits])), added: new Map(added.map(({ key, module, terminals }) => [key, { module: { ...module, id: key }, terminals }])) } };
  } catch {
    return null;
  }
}
