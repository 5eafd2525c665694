import { useCallback, useSyncExternalStore } from 'react';
import type { PageDetail } from '../../../schemas/page';
import { pageDraftOf, watchPageDraft } from '../../api/pageDraft';

/**
 * The workbench's draft of a page, in preview (null otherwise, and on a server): each edit the
 * organiser makes renders this page's view again, and no other, with the new details.
 */
export function usePageDraft(pageId: string | null): PageDetail[] | null {
  const snapshot = useCallback(() => (pageId ? pageDraftOf(pageId) : null), [pageId]);
  return useSyncExternalStore(watchPageDraft, snapshot, noDraft);
}

const noDraft = () => null;
