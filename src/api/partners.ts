import { PARTNER_CALLS } from '../../schemas/calls/partners';
import type { PartnerCategory, PartnerPage } from '../../schemas/content/partners';
import type { LanguageCode } from '../../schemas/primitives';
import { ask } from './gateway';

const PARTNERS_ERROR = 'partners error for api';

/** Partners come in one page this large: in practice, all of a category (spec section 9). */
export const PARTNERS_PAGE_SIZE = 999;

/** Cms/GetCategoryList (spec section 7): the event's partner categories. */
export function getPartnerCategories(bventId: string, siteId: string, lang: LanguageCode, signal?: AbortSignal): Promise<PartnerCategory[]> {
  return ask(PARTNER_CALLS['Cms/GetCategoryList'], { bventId, businessType: 'PartnerModule', lang, siteId }, { signal, whenInvalid: PARTNERS_ERROR });
}

/** Cms/GetPartnersList (spec section 7): a category's partners, first and only page. */
export function getPartners(bventId: string, lang: LanguageCode, categoryId: string, signal?: AbortSignal): Promise<PartnerPage> {
  return ask(PARTNER_CALLS['Cms/GetPartnersList'], { bventId, lang, categoryId, pageNo: 1, pageSize: PARTNERS_PAGE_SIZE }, { signal, whenInvalid: PARTNERS_ERROR });
}
