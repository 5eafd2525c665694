import * as z from 'zod/mini';
import { id, text } from './primitives';

/**
 * Who may see a site, a page or a module (spec section 6: "the whole site and each module carry
 * authorityType, businessIds and scopeType restricting which identities see them"). The spec
 * names the fields, not their values; our reading, applied by renderer/visibility.ts:
 *
 * - authorityType: absent, '' or 'all' = every visitor; 'login' = signed-in visitors;
 *   'identity' = signed-in visitors holding an approved identity in the event that the scope
 *   admits. Any other value admits nobody (an unknown rule fails closed).
 * - scopeType (only read for 'identity'): absent, '' or 'all' = any identity; 'identityType' =
 *   businessIds lists identity types (Exhibition, Agency, Group, Attendee, …), so an
 *   attendee-only page is { authorityType: 'identity', scopeType: 'identityType',
 *   businessIds: ['Attendee'] }; 'business' = businessIds lists the business ids the
 *   identities came from (a registration form or ticket type). Any other value admits nobody.
 * - businessIds: the list the scope reads; empty or absent under a narrowing scope admits nobody.
 *
 * Absent fields mean "no restriction", so payloads recorded before the rule existed still parse.
 */
export const authorityFields = {
  authorityType: text,
  businessIds: z.nullish(z.array(id)),
  scopeType: text,
};

export const authority = z.looseObject(authorityFields);
export type Authority = z.infer<typeof authority>;
