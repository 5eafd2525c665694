import * as z from 'zod/mini';
import { attendeeIdentities, groupCenterRegistration } from '../identity';
import { accountUser } from '../user';
import { AGGREGATOR, type WireCall } from './wire';

/** Who the signed-in visitor is: their account, and their identities in the event. */
export const IDENTITY_CALLS = {
  'Authority/GetAccountAttendeeIdentity': {
    path: `${AGGREGATOR}/Authority/GetAccountAttendeeIdentity`,
    method: 'POST',
    auth: 'required',
    request: z.strictObject({ topOrgId: z.string(), accountId: z.string(), bventId: z.string() }),
    returnObj: attendeeIdentities,
  },
  'Authority/GetRegistrationUrlForGroupCenter': {
    path: `${AGGREGATOR}/Authority/GetRegistrationUrlForGroupCenter`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ bventId: z.string(), siteId: z.string() }),
    returnObj: groupCenterRegistration,
  },
  /** The account service, outside the aggregator; accountId goes in the query. */
  'UserResource/AccountUser': { path: '/api/UserResource/AccountUser/v1/Info', method: 'GET', auth: 'required', request: z.strictObject({ accountId: z.string() }), returnObj: accountUser },
} as const satisfies Record<string, WireCall>;
