import type { PageNode } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import { getPageTree, getSiteById } from '../api/site';

export interface SiteData {
  site: Site;
  tree: PageNode[];
}

/** The cache key of a site's data (launch prefetches it; SiteProvider reads it). */
export const siteKey = (siteId: string) => `site:${siteId}`;

/** The site and its page tree, asked for together. */
export async function loadSite(siteId: string, signal?: AbortSignal): Promise<SiteData> {
  const [site, tree] = await Promise.all([getSiteById(siteId, signal), getPageTree(siteId, signal)]);
  return { site, tree };
}
