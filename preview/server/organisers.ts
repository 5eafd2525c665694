import { findRecorded } from './gateway';
import { readReply, type FixtureBundle } from '../../fixtures/index';
import { attendeeIdentities } from '../../schemas/identity';
import { recordedEventOf } from './recordedEvent';

/** The identity type of the event's organisers (spec section 6: the Planner is the organiser). */
const ORGANISER = 'Planner';

/**
 * Whether an account organises the event a site belongs to: it holds an approved, lasting Planner
 * identity in that event, as the gateway's Authority/GetAccountAttendeeIdentity records it. A
 * preview pass for the site is issued to such an account only (preview.ts).
 */
export function organiserCheck(bundles: readonly FixtureBundle[]) {
  return (siteId: string, accountId: string): boolean => {
    const siteReply = findRecorded(bundles, 'Site/GetSiteById', { id: siteId });
    const bventId = siteReply && recordedEventOf(readReply(siteReply));
    if (!bventId) return false;
    const identitiesReply = findRecorded(bundles, 'Authority/GetAccountAttendeeIdentity', { bventId, accountId });
    const identities = attendeeIdentities.safeParse(identitiesReply && (readReply(identitiesReply) as { returnObj?: unknown }).returnObj);
    return identities.success && identities.data.some((identity) => identity.identityType === ORGANISER && identity.auditStatus === 'Approved');
  };
}
