import { ACTIVITY_CALLS } from '../../schemas/calls/activities';
import { activity, activityPageUnchecked, type ActivityPage } from '../../schemas/content/activity';
import { describeIssue, issuesOf } from '../../schemas/issues';
import type { LanguageCode } from '../../schemas/primitives';
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
 * One page of published activities (spec section 7: Site/QuerySitesForAgency or
 * Bvent/GetMiniProgramCodeBvents, with isPublish true). An activity that fails its schema is
 * reported and left out; the rest of the page stays.
 */
export async function queryActivities(owner: ActivityOwner, paging: Paging, signal?: AbortSignal): Promise<ActivityPage> {
  const [call, scope] =
    owner.kind === 'agency'
      ? (['Site/QuerySitesForAgency', { businessId: owner.businessId }] as const)
      : (['Bvent/GetMiniProgramCodeBvents', { bventId: owner.bventId, destinationCode: owner.destinationCode }] as const);
  const reply = await callGateway(ACTIVITY_CALLS[call], { ...scope, isPublish: true, ...paging }, { signal });
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
