import type { PageDetail } from '../../schemas/page';
import { isPreview } from '../platform/config';

/** A page's details as the preview's workbench holds them: its draft, never the gateway's record. */
export interface PageDraft {
  pageId: string;
  details: PageDetail[];
}

let held: PageDraft | null = null;

/**
 * Preview only: the harness hands over the workbench's draft of a page, and that page's details
 * then come from it instead of the gateway. Live, nothing sets one and nothing reads one.
 */
export function holdPageDraft(draft: PageDraft | null): void {
  held = draft;
}

/** The draft of a page, when the preview holds one for it. */
export function pageDraftOf(pageId: string): PageDetail[] | null {
  return isPreview() && held?.pageId === pageId ? held.details : null;
}
