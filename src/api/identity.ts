import { attendeeIdentities, groupCenterRegistration, type AttendeeIdentity } from '../../schemas/identity';
import { accountUser, type AccountUser } from '../../schemas/user';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

const IDENTITY_ERROR = 'identity error for api';
const USER_INFO_ERROR = 'user info error for api';

/** Outside the site aggregator: the account service's own path (spec section 7). */
export const USER_INFO_PATH = '/api/UserResource/AccountUser/v1/Info';

export interface IdentityQuery {
  topOrgId: string;
  accountId: string;
  bventId: string;
}

/** AccountUser/v1/Info (auth): the signed-in account's user record. */
export async function getAccountUser(accountId: string, signal?: AbortSignal): Promise<AccountUser> {
  const reply = await callGateway(USER_INFO_PATH, { accountId }, { auth: true, method: 'GET', signal });
  return parseReply(accountUser, reply, catalogue.noData, USER_INFO_ERROR);
}

/**
 * Authority/GetAccountAttendeeIdentity (auth): the account's identities in the event, temporary
 * ones left out. An account with none may get a null returnObj: that is an empty list, not an error.
 */
export async function getAccountAttendeeIdentities(query: IdentityQuery, signal?: AbortSignal): Promise<AttendeeIdentity[]> {
  const reply = await callGateway(`${AGGREGATOR}/Authority/GetAccountAttendeeIdentity`, query, { auth: true, signal });
  return parseReply(attendeeIdentities, reply ?? [], catalogue.noData, IDENTITY_ERROR);
}

/** Authority/GetRegistrationUrlForGroupCenter: where group members register; null when the event has none. */
export async function getGroupCenterRegistrationUrl(bventId: string, siteId: string, signal?: AbortSignal): Promise<string | null> {
  const reply = await callGateway(`${AGGREGATOR}/Authority/GetRegistrationUrlForGroupCenter`, { bventId, siteId }, { signal });
  if (reply === null || reply === undefined) return null;
  return parseReply(groupCenterRegistration, reply, catalogue.noData, IDENTITY_ERROR).url || null;
}
