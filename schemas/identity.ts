import * as z from 'zod/mini';
import { flag, id, safeUrl, text } from './primitives';

/**
 * Where an identity's registration stands with the organiser; only 'Approved' opens restricted
 * content. The others are the spec's access states (section 4): unpaid (pay now), under review,
 * rejected by the organiser, needs editing (edit now).
 */
export const auditStatus = z.enum(['Approved', 'Unpaid', 'UnderReview', 'Rejected', 'NeedsEditing']);
export type AuditStatus = z.infer<typeof auditStatus>;

/** The business roles of spec section 1 as identity types; an unknown type is kept and matches no entry. */
export const IDENTITY_TYPES = ['Planner', 'Exhibition', 'Purchaser', 'Agency', 'Attendee', 'Group'] as const;

/** One identity the account holds in the event (Authority/GetAccountAttendeeIdentity). */
export const attendeeIdentity = z.looseObject({
  identityId: id,
  /** One of IDENTITY_TYPES; Attendee is called audience in an expo. */
  identityType: z.string(),
  identityName: text,
  /** What the identity came from (a registration form or ticket type): what scopeType 'business' matches. */
  businessId: id,
  businessName: text,
  auditStatus,
  /** Temporary identities are ignored (spec section 6). */
  isTemporary: flag,
  /** The order a 'pay now' action settles. */
  orderNo: text,
});
export type AttendeeIdentity = z.infer<typeof attendeeIdentity>;

/** GetAccountAttendeeIdentity's returnObj, temporary identities left out at the edge. */
export const attendeeIdentities = z.pipe(
  z.array(attendeeIdentity),
  z.transform((identities) => identities.filter((identity) => !identity.isTemporary)),
);

/** Authority/GetRegistrationUrlForGroupCenter's returnObj: the group-member centre's registration address. */
export const groupCenterRegistration = z.looseObject({ url: z.nullish(safeUrl) });
