import type { AttendeeIdentity } from '../../../schemas/identity';
import type { DomainConfig } from '../../platform/config';
import { productLink } from '../../site/productLink';

export type EntryKey = 'exhibitorCentre' | 'agencyCentre' | 'groupCentre' | 'attendeeCentre' | 'audienceCentre' | 'eTicket' | 'eventMobile';

export interface Entry {
  key: EntryKey;
  href: string;
}

export interface EntryContext {
  identities: readonly Pick<AttendeeIdentity, 'identityType' | 'auditStatus'>[];
  isExpo: boolean;
  bventId: string;
  /** The site language's short key (zh, en, tc, pt): other products take it as lang. */
  languageKey: string;
  channelCode: string | null | undefined;
  /** The group-member centre's registration address (Authority/GetRegistrationUrlForGroupCenter). */
  groupCenterUrl: string | null;
  addresses: Pick<DomainConfig, 'booth' | 'agency' | 'attendeeCenter' | 'eTicket' | 'eventMobile'>;
}

/**
 * The personal centre's links out, by role and by whether the event is an expo (spec section 2):
 * - Exhibitor (identity type Exhibition): the exhibitor centre (booth address), in an expo only;
 *   a conference has no booths to manage.
 * - Agency: the agency centre. Group/Organization: the group-member centre's registration address.
 * - Attendee: the attendee centre, called the audience centre in an expo; in an expo an approved
 *   attendee also gets the e-ticket page (an unpaid or unapproved registration has no ticket yet).
 * - Everyone signed in: the event mobile page, by language key and event id.
 * Each address carries the channel code as cc; an address not configured leaves its entry out.
 */
export function centreEntries(context: EntryContext): Entry[] {
  const { identities, isExpo, bventId, languageKey, channelCode, addresses } = context;
  const holds = (type: string) => identities.some((identity) => identity.identityType === type);
  const link = (base: string | null | undefined) => productLink(base, { bventId, lang: languageKey }, channelCode);
  const entries: Array<[EntryKey, string | null]> = [];
  if (isExpo && holds('Exhibition')) entries.push(['exhibitorCentre', link(addresses.booth)]);
  if (holds('Agency')) entries.push(['agencyCentre', link(addresses.agency)]);
  if (holds('Group')) entries.push(['groupCentre', productLink(context.groupCenterUrl, {}, channelCode)]);
  if (holds('Attendee')) {
    entries.push([isExpo ? 'audienceCentre' : 'attendeeCentre', link(addresses.attendeeCenter)]);
    const ticketed = identities.some((identity) => identity.identityType === 'Attendee' && identity.auditStatus === 'Approved');
    if (isExpo && ticketed) entries.push(['eTicket', link(addresses.eTicket)]);
  }
  entries.push(['eventMobile', link(addresses.eventMobile)]);
  return entries.filter((entry): entry is [EntryKey, string] => entry[1] !== null).map(([key, href]) => ({ key, href }));
}
