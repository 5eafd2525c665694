import * as z from 'zod/mini';
import { fileUrl, id, text } from './primitives';

/**
 * UserResource/AccountUser/v1/Info's returnObj (spec section 3, "User"). The identities the
 * product acts on come from the attendee identity call (schemas/identity.ts), not from here.
 */
export const accountUser = z.looseObject({
  accountId: id,
  nickname: text,
  fullName: text,
  userId: z.nullish(id),
  mobiles: z._default(z.array(z.string()), []),
  emails: z._default(z.array(z.string()), []),
  profileImage: z.nullish(fileUrl),
  currentOrgId: z.nullish(id),
});
export type AccountUser = z.infer<typeof accountUser>;
