import type { Authority } from '../../../schemas/authority';
import { IDENTITY_TYPES } from '../../../schemas/identity';
import { accessFor, type Visitor } from '../../../src/identity/access';
import type { Finding } from './items';
import { named, type ShownModule } from './shown';

/**
 * Visitors who between them pass every rule that anyone passes. The last holds, approved, an
 * identity for each name the rule lists and each of the spec's identity types, each name as both
 * the identity's type and its business id: 'identityType' scopes read the one, 'business' scopes
 * the other. More approved identities never see less (access.ts), so no visitor sees more.
 */
function widestAudience(rule: Authority): Visitor[] {
  const names = [...new Set([...IDENTITY_TYPES, ...(rule.businessIds ?? [])])];
  const identities = names.map((name) => ({ identityType: name, businessId: name, auditStatus: 'Approved' as const }));
  return [{ status: 'signedOut' }, { status: 'signedIn', identities: [] }, { status: 'signedIn', identities }];
}

/** A module whose authority rule admits no visitor at all: an unknown rule, or a narrowing scope with nothing listed. */
export function unseenFindings(shown: ShownModule): Finding[] {
  const rule = shown.module;
  if (widestAudience(rule).some((visitor) => accessFor(rule, visitor).kind === 'granted')) return [];
  return [
    {
      ...named(shown),
      kind: 'unseen',
      path: ['authorityType'],
      detail: { authorityType: rule.authorityType ?? null, scopeType: rule.scopeType ?? null, businessIds: rule.businessIds ?? [] },
    },
  ];
}
