import { partnerCategories, partnerPage, type PartnerCategory, type PartnerPage } from '../../schemas/content/partners';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

const PARTNERS_ERROR = 'partners error for api';

/** Partners come in one page this large: in practice, all of a category (spec section 9). */
export const PARTNERS_PAGE_SIZE = 999;

/** Cms/GetCategoryList (spec section 7): the event's partner categories. */
export async function getPartnerCategories(bventId: string, siteId: string, lang: LanguageCode, signal?: AbortSignal): Promise<PartnerCategory[]> {
  const body = { bventId, businessType: 'PartnerModule', lang, siteId };
  const reply = await callGateway(`${AGGREGATOR}/Cms/GetCategoryList`, body, { signal });
  return parseReply(partnerCategories, reply, catalogue.noData, PARTNERS_ERROR);
}

/** Cms/GetPartnersList (spec section 7): a category's partners, first and only page. */
export async function getPartners(bventId: string, lang: LanguageCode, categoryId: string, signal?: AbortSignal): Promise<PartnerPage> {
  const body = { bventId, lang, categoryId, pageNo: 1, pageSize: PARTNERS_PAGE_SIZE };
  const reply = await callGateway(`${AGGREGATOR}/Cms/GetPartnersList`, body, { signal });
  return parseReply(partnerPage, reply, catalogue.noData, PARTNERS_ERROR);
}
