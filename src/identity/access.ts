import type { Authority } from '../../schemas/authority';
import type { AttendeeIdentity, AuditStatus } from '../../schemas/identity';

/**
 * The visitor as the authority rule sees them. While the session is being checked, or a
 * signed-in visitor's identities are still loading (identities null), the rule cannot decide:
 * restricted content waits rather than flashing in or out.
 */
export type Visitor =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; identities: readonly Pick<AttendeeIdentity, 'identityType' | 'businessId' | 'auditStatus'>[] | null };

/** Why a visitor may not see something: the spec's not-logged-in text and access states (section 4). */
export type AccessDenial = 'notLoggedIn' | 'notParticipant' | 'identityNotAllowed' | 'unpaid' | 'underReview' | 'rejected' | 'needsEditing';

export type Access = { kind: 'granted' } | { kind: 'pending' } | { kind: 'denied'; reason: AccessDenial };

const GRANTED: Access = { kind: 'granted' };
const PENDING: Access = { kind: 'pending' };
const denied = (reason: AccessDenial): Access => ({ kind: 'denied', reason });

/** The state of an admitted identity that is not approved yet; the ones the visitor can act on come first. */
const WAITING: ReadonlyArray<readonly [Exclude<AuditStatus, 'Approved'>, AccessDenial]> = [
  ['NeedsEditing', 'needsEditing'],
  ['Unpaid', 'unpaid'],
  ['UnderReview', 'underReview'],
  ['Rejected', 'rejected'],
];

const isOpen = (value: string | null | undefined) => value === undefined || value === null || value === '' || value === 'all';

/**
 * Whether a visitor may see what carries this rule (spec section 6; the values are read as
 * schemas/authority.ts documents). Pure: the product supplies the visitor.
 */
export function accessFor(rule: Authority, visitor: Visitor): Access {
  if (isOpen(rule.authorityType)) return GRANTED;
  if (visitor.status === 'checking') return PENDING;
  if (visitor.status === 'signedOut') return denied('notLoggedIn');
  if (rule.authorityType === 'login') return GRANTED;
  if (rule.authorityType !== 'identity') return denied('identityNotAllowed');
  if (visitor.identities === null) return PENDING;
  if (visitor.identities.length === 0) return denied('notParticipant');
  const admitted = visitor.identities.filter((identity) => inScope(rule, identity));
  if (admitted.length === 0) return denied('identityNotAllowed');
  if (admitted.some((identity) => identity.auditStatus === 'Approved')) return GRANTED;
  const [, reason] = WAITING.find(([status]) => admitted.some((identity) => identity.auditStatus === status))!;
  return denied(reason);
}

/** Whether anyone, signed in or not, may see what carries this rule: what a server, asking as nobody, may show a crawler. */
export const openToAnyone = (rule: Authority): boolean => accessFor(rule, { status: 'signedOut' }).kind === 'granted';

/** Several rules in force at once (the site's, then the page's): the first that does not grant decides. */
export function accessForAll(rules: readonly Authority[], visitor: Visitor): Access {
  return rules.map((rule) => accessFor(rule, visitor)).find((access) => access.kind !== 'granted') ?? GRANTED;
}

/** Shorthand for modules: only what is granted shows; denied leaves no trace; pending waits. */
export function visibilityFor(rule: Authority, visitor: Visitor): 'shown' | 'hidden' | 'pending' {
  const { kind } = accessFor(rule, visitor);
  return kind === 'granted' ? 'shown' : kind === 'pending' ? 'pending' : 'hidden';
}

function inScope(rule: Authority, identity: Pick<AttendeeIdentity, 'identityType' | 'businessId'>): boolean {
  if (isOpen(rule.scopeType)) return true;
  const listed = rule.businessIds ?? [];
  if (rule.scopeType === 'identityType') return listed.includes(identity.identityType);
  if (rule.scopeType === 'business') return listed.includes(identity.businessId);
  return false;
}
