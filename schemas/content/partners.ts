import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { fileUrl, id, numeric, safeUrl, text } from '../primitives';

/** Cms/GetCategoryList (businessType PartnerModule): the partner categories, in display order. */
export const partnerCategory = z.looseObject({
  id,
  name: z.string(),
  sort: z._default(numeric, 0),
});
export type PartnerCategory = z.infer<typeof partnerCategory>;

export const partnerCategories = keptList(partnerCategory);

/** A partner (spec section 3): a logo, a name and, when it has one, its own site. */
export const partner = z.looseObject({
  id,
  cover: z.nullish(fileUrl),
  title: z.string(),
  // An unsafe address costs the partner its link, not the category its logos.
  link: z.catch(z.nullish(safeUrl), null),
  categoryId: z.nullish(id),
  categoryName: text,
});
export type Partner = z.infer<typeof partner>;

/** Cms/GetPartnersList: one category's partners. */
export const partnerPage = z.looseObject({
  list: keptList(partner),
  total: z.nullish(numeric),
});
export type PartnerPage = z.infer<typeof partnerPage>;
