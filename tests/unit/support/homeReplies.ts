import type { PageDetail } from '../../../schemas/page';
import type { SiteData } from '../../../src/site/loadSite';
import { getPageDetail } from '../../../src/api/site';
import { pageKey } from '../../../src/pages/shared/loadPage';
import { loadSite, siteKey } from '../../../src/site/loadSite';
import { homePageId } from '../../../src/site/resolvePage';

export interface HomeReplies {
  data: SiteData;
  details: PageDetail[];
  /** The replies, by the keys the views read them by, as a server hands them to renderSitePage. */
  replies: [string, unknown][];
}

/** What a server reads for a site's home page before it renders, through the product's own calls. */
export async function readHome(siteId: string): Promise<HomeReplies> {
  const data = await loadSite(siteId);
  const home = homePageId(data.tree)!;
  const details = await getPageDetail(home);
  return {
    data,
    details,
    replies: [
      [siteKey(siteId), data],
      [pageKey(home), details],
    ],
  };
}
