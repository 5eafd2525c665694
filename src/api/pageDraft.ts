import type { PageDetail } from '../../schemas/page';
import { isPreview } from '../platform/config';

/** A page's details as the preview's workbench holds them: its draft, never the gateway's record. */
export interface PageDraft {
  pageId: string;
  details: PageDetail[];
}

let held: PageDraft | null = null;
const watchers = new Set<() => void>();

/**
 * Preview only: the harness hands over the workbench's draft of a page, and that page's details
 * then come from it instead of the gateway. Live, nothing sets one and nothing reads one. The
 * views watching it (the page's own view) show each new draft in place.
 */
export function holdPageDraft(draft: PageDraft | null): void {
  held = draft;
  for (const watcher of watchers) watcher();
}

/** The draft of a page, when the preview holds one for it. */
export function pageDraftOf(pageId: string): PageDetail[] | null {
  return isPreview() && held?.pageId === pageId ? held.details : null;
}

/** Calls `watcher` each time the workbench hands over a draft; the returned function stops it. */
export function watchPageDraft(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
