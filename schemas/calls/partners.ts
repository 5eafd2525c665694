import * as z from 'zod/mini';
import { partnerCategories, partnerPage } from '../content/partners';
import { bventScope, count } from './sent';
import { AGGREGATOR, type WireCall } from './wire';

export const PARTNER_CALLS = {
  'Cms/GetCategoryList': {
    path: `${AGGREGATOR}/Cms/GetCategoryList`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ ...bventScope, businessType: z.literal('PartnerModule'), siteId: z.string() }),
    returnObj: partnerCategories,
  },
  'Cms/GetPartnersList': {
    path: `${AGGREGATOR}/Cms/GetPartnersList`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ ...bventScope, categoryId: z.string(), pageNo: count, pageSize: count }),
    returnObj: partnerPage,
  },
} as const satisfies Record<string, WireCall>;
