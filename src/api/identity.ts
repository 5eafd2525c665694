import { IDENTITY_CALLS } from '../../schemas/calls/identity';
import type { AttendeeIdentity } from '../../schemas/identity';
import type { AccountUser } from '../../schemas/user';
import { catalogue } from '../platform/errors';
import { ask, callGateway, parseReply } from './gateway';

const IDENTITY_ERROR = 'identity error for api';

export interface IdentityQuery {
  topOrgId: string;
  accountId: string;
  bventId: string;
}

/** AccountUser/v1/Info (auth): the signed-in account's user record. */
export function getAccountUser(accountId: string, signal?: AbortSignal): Promise<AccountUser> {
  return ask(IDENTITY_CALLS['UserResource/AccountUser'], { accountId }, { signal, whenInvalid: 'user info error for api' });
}

/**
 * Authority/GetAccountAttendeeIdentity (auth): the account's identities in the event, temporary
 * ones left out. An account with none may get a null returnObj: that is an empty list, not an error.
 */
export async function getAccountAttendeeIdentities(query: IdentityQuery, signal?: AbortSignal): Promise<AttendeeIdentity[]> {
  const call = IDENTITY_CALLS['Authority/GetAccountAttendeeIdentity'];
  const reply = await callGateway(call, query, { signal });
  return parseReply(call.returnObj, reply ?? [], catalogue.noData, IDENTITY_ERROR);
}

/** Authority/GetRegistrationUrlForGroupCenter: where group members register; null when the event has none. */
export async function getGroupCenterRegistrationUrl(bventId: string, siteId: string, signal?: AbortSignal): Promise<string | null> {
  const call = IDENTITY_CALLS['Authority/GetRegistrationUrlForGroupCenter'];
  const reply = await callGateway(call, { bventId, siteId }, { signal });
  if (reply === null || reply === undefined) return null;
  return parseReply(call.returnObj, reply, catalogue.noData, IDENTITY_ERROR).url || null;
}
