import { useSearchParams } from 'react-router-dom';
import { activityOwnerOf, queryActivities, type ActivityOwner } from '../../api/activities';
import type { ActivityPage } from '../../../schemas/content/activity';
import type { LanguageCode } from '../../../schemas/primitives';
import type { Site } from '../../../schemas/site';
import { config } from '../../platform/config';
import { usePaged } from '../../platform/paging';
import { cache } from '../../platform/queryCache';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';

/** Ours (the spec names no size for activities): the default card grid of section 9, 6 columns by 2 rows. */
export const ACTIVITY_PAGE_SIZE = 12;

/** The address's parameters that name whose activities (spec section 2), kept by the links between the two pages. */
export const OWNER_PARAMS = ['bventId', 'destinationCode'] as const;

/** Whose activities the address asks for: those of its event, or the site's, under its destination code or the deployment's. */
export function activityOwner(site: Site, query: URLSearchParams): ActivityOwner {
  return activityOwnerOf(site, query.get('bventId') || hostOf(site).bventId, query.get('destinationCode') || config().destinationEventId);
}

function ownerKey(owner: ActivityOwner): string {
  const parts = owner.kind === 'agency' ? [owner.kind, owner.businessId] : [owner.kind, owner.bventId, owner.destinationCode];
  return parts.map(encodeURIComponent).join(':');
}

/** One page, from this visit's replies or the gateway; kept, so the list and the search share what they read. */
async function loadActivityPage(owner: ActivityOwner, lang: LanguageCode, pageNo: number, signal: AbortSignal): Promise<ActivityPage> {
  const key = `activities:${ownerKey(owner)}:${lang}:${pageNo}`;
  if (cache.has(key)) return cache.get(key) as ActivityPage;
  const page = await queryActivities(owner, { lang, pageNo, pageSize: ACTIVITY_PAGE_SIZE }, signal);
  cache.set(key, page);
  return page;
}

/** The activities the address asks for, page by page (the next on `loadMore`), drafts included: the pages filter them. */
export function useActivities() {
  const { site } = useSite();
  const [query] = useSearchParams();
  const owner = activityOwner(site, query);
  return usePaged(`activities:${ownerKey(owner)}:${site.language}`, ACTIVITY_PAGE_SIZE, async (pageNo, signal) => {
    const page = await loadActivityPage(owner, site.language, pageNo, signal);
    return { rows: page.list, total: page.total };
  });
}

/** The owner parameters of the current address, for a link to the other activity page. */
export function useOwnerQuery(): Record<string, string | null> {
  const [query] = useSearchParams();
  return Object.fromEntries(OWNER_PARAMS.map((name) => [name, query.get(name)]));
}
