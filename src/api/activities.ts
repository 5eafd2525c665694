import { ACTIVITY_CALLS } from '../../schemas/calls/activities';
import { activity, activityPageUnchecked, type ActivityPage } from '../../schemas/content/activity';
import { describeIssue, issuesOf } from '../../schemas/issues';
import type { LanguageCode } from '../../schemas/primitives';
import type { Site } from '../../schemas/site';
import { catalogue } from '../platform/errors';
import { report } from '../platform/report';
import { callGateway, parseReply } from './gateway';

const ACTIVITY_ERROR = 'activity error for api';

interface Paging {
  lang: LanguageCode;
  pageNo: number;
  pageSize: number;
}

/** Whose activities: an agency's sites, or the events under an event's mini-program (destination) code. */
export type ActivityOwner = { kind: 'agency'; businessId: string } | { kind: 'event'; bventId: string; destinationCode: string };

/**
 * Whose activities a site lists: an agency's site (businessType Agency, spec section 3) the
 * agency's sites; any other site the events under the destination code of its event (or of the
 * event an address names).
 */
export function activityOwnerOf(site: Pick<Site, 'businessType' | 'businessId'>, bventId: string, destinationCode: string): ActivityOwner {
  if (site.businessType === 'Agency') return { kind: 'agency', businessId: site.businessId };
  return { kind: 'event', bventId, destinationCode };
}

/** The call and the body that ask for one page of an owner's published activities: the browser's and the server's alike. */
export function activityRequest(owner: ActivityOwner, paging: Paging) {
  return owner.kind === 'agency'
    ? ({ call: 'Site/QuerySitesForAgency', body: { businessId: owner.businessId, isPublish: true, ...paging } } as const)
    : ({ call: 'Bvent/GetMiniProgramCodeBvents', body: { bventId: owner.bventId, destinationCode: owner.destinationCode, isPublish: true, ...paging } } as const);
}

/**
 * One page of published activities (spec section 7: Site/QuerySitesForAgency or
 * Bvent/GetMiniProgramCodeBvents, with isPublish true). An activity that fails its schema is
 * reported and left out; the rest of the page stays.
 */
export async function queryActivities(owner: ActivityOwner, paging: Paging, signal?: AbortSignal): Promise<ActivityPage> {
  const { call, body } = activityRequest(owner, paging);
  const reply = await callGateway(ACTIVITY_CALLS[call], body, { signal });
  // Read item by item, not with the declared page schema: one bad activity must not cost the page.
  const page = parseReply(activityPageUnchecked, reply, catalogue.noData, ACTIVITY_ERROR);
  const list = page.list.flatMap((item) => {
    const parsed = activity.safeParse(item);
    if (parsed.success) return [parsed.data];
    report('activity', { call, issues: issuesOf(parsed.error).map(describeIssue) });
    return [];
  });
  return { ...page, list };
}
