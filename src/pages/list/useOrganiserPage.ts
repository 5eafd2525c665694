import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTerminal } from '../../../renderer';
import type { PageDetail } from '../../../schemas/page';
import { getPageDetail } from '../../api/site';
import { isPreview } from '../../platform/config';
import { useQuery } from '../../platform/useQuery';
import { detailFor } from '../../site/resolvePage';
import { pageKey } from '../shared/loadPage';

/**
 * The organiser's page and module an address names by `pageId` and `moduleId` (a module's "more"
 * and search links carry both): the page's detail for this terminal, through the site page's
 * cached query, or null while it loads, when it failed or when it is an unpublished draft (shown
 * in the preview only). `ids` is null on a link without them (an old one).
 */
export function useOrganiserPage() {
  const [query] = useSearchParams();
  const terminal = useTerminal();
  const pageId = query.get('pageId');
  const moduleId = query.get('moduleId');
  const ids = useMemo(() => (pageId !== null && moduleId !== null ? { pageId, moduleId } : null), [pageId, moduleId]);
  const details = useQuery(ids && pageKey(ids.pageId), (signal) => getPageDetail(ids!.pageId, signal));
  const detail = details.status === 'ready' ? detailFor(details.data, terminal) : null;
  const page: PageDetail | null = detail && (detail.isPublish || isPreview()) ? detail : null;
  return { ids, details, page };
}
