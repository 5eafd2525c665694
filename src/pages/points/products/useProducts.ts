import type { Merchandise } from '../../../../schemas/points';
import { searchPointsMerchandise } from '../../../api/points';
import { catalogue, GatewayError } from '../../../platform/errors';
import { pagesUntilLast, usePaged } from '../../../platform/paging';
import { cache } from '../../../platform/queryCache';
import { useQuery } from '../../../platform/useQuery';
import type { PagedSearch } from '../../shared/PagedResults';
import { mallKey, useCenter, useMallScope } from '../useMall';

/** Six to a page: two lines of three on a desktop. */
export const PRODUCT_PAGE_SIZE = 6;
/** The detail screen looks an item up through the listing (the mall has no call for one item): this many at a time, at most this many pages. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_PAGES = 20;

/** The event's points centre, whose id every merchandise search names (MallFrame's load, shared). */
export function useMallCenter() {
  const scope = useMallScope();
  return useCenter(scope.businessId, scope.account);
}

/** The items whose name holds the keyword (every item without one), page by page, as of the scope's version. */
export function useProductSearch(centerSettingId: string, keyword: string): PagedSearch<Merchandise> {
  const scope = useMallScope();
  const key = mallKey(scope, 'merchandise', encodeURIComponent(keyword));
  const paged = usePaged(key, PRODUCT_PAGE_SIZE, async (pageNo, signal) => {
    const page = await searchPointsMerchandise({ centerSettingId, keyword, pageNo, pageSize: PRODUCT_PAGE_SIZE }, signal);
    if (pageNo === 1) cache.set(`${key}:total`, page.total);
    return { rows: page.list, total: page.total };
  });
  const total = paged.rows.length > 0 ? ((cache.get(`${key}:total`) as number | null | undefined) ?? null) : null;
  return { ...paged, total };
}

async function findMerchandise(centerSettingId: string, id: string, signal: AbortSignal): Promise<Merchandise> {
  const loadPage = async (pageNo: number) => {
    const page = await searchPointsMerchandise({ centerSettingId, keyword: '', pageNo, pageSize: LOOKUP_PAGE_SIZE }, signal);
    return { rows: page.list, total: page.total };
  };
  for await (const rows of pagesUntilLast(loadPage, LOOKUP_PAGE_SIZE, LOOKUP_PAGES)) {
    const found = rows.find((item) => item.id === id);
    if (found) return found;
  }
  throw new GatewayError('noData', catalogue.noData);
}

/** One item by its id, for this visitor, as of the scope's version; 'no data' when the centre has none. */
export function useProduct(centerSettingId: string | null, id: string) {
  const scope = useMallScope();
  return useQuery(centerSettingId ? mallKey(scope, 'product', id) : null, (signal) => findMerchandise(centerSettingId!, id, signal));
}
