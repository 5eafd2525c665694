import * as z from 'zod/mini';
import { pageDetailList, pageTree } from '../page';
import { site } from '../site';
import { AGGREGATOR, type WireCall } from './wire';

/** The site and its pages (spec section 7): what every site page's first screen asks. */
export const SITE_CALLS = {
  'Site/GetSiteById': { path: `${AGGREGATOR}/Site/GetSiteById`, method: 'POST', auth: 'none', request: z.strictObject({ id: z.string() }), returnObj: site },
  'Page/Tree': { path: `${AGGREGATOR}/Page/Tree`, method: 'POST', auth: 'none', request: z.strictObject({ siteId: z.string() }), returnObj: pageTree },
  /** One detail per terminal. */
  'Page/Detail': { path: `${AGGREGATOR}/Page/Detail`, method: 'POST', auth: 'none', request: z.strictObject({ pageId: z.string() }), returnObj: pageDetailList },
} as const satisfies Record<string, WireCall>;
