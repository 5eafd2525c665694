import { describe, expect, it } from 'vitest';
import { accessFor, accessForAll, visibilityFor, type Access, type Visitor } from '../../src/identity/access';
import { authority, type Authority } from '../../schemas/authority';
import type { AuditStatus } from '../../schemas/identity';

const identity = (identityType: string, businessId: string, auditStatus: AuditStatus = 'Approved') => ({ identityType, businessId, auditStatus });

const checking: Visitor = { status: 'checking' };
const signedOut: Visitor = { status: 'signedOut' };
const loading: Visitor = { status: 'signedIn', identities: null };
const noIdentity: Visitor = { status: 'signedIn', identities: [] };
const attendee: Visitor = { status: 'signedIn', identities: [identity('Attendee', 'F-100')] };
const exhibitor: Visitor = { status: 'signedIn', identities: [identity('Exhibition', 'F-200')] };

const visitors = { checking, signedOut, loading, noIdentity, attendee, exhibitor };
const granted: Access = { kind: 'granted' };
const pending: Access = { kind: 'pending' };
const denied = (reason: string) => ({ kind: 'denied', reason });

const rule = (authorityType: string | null | undefined, scopeType?: string | null, businessIds?: string[] | null): Authority => ({
  authorityType,
  scopeType,
  businessIds,
});

describe('authority rule: authorityType', () => {
  it.each([undefined, null, '', 'all'])('%j admits every visitor, whatever the scope says', (type) => {
    for (const visitor of Object.values(visitors)) {
      expect(accessFor(rule(type, 'identityType', ['Nobody']), visitor)).toEqual(granted);
    }
  });

  it('login: waits while the session is checked, asks signed-out visitors to log in, admits anyone signed in', () => {
    const login = rule('login', 'identityType', ['Nobody']);
    expect(accessFor(login, checking)).toEqual(pending);
    expect(accessFor(login, signedOut)).toEqual(denied('notLoggedIn'));
    for (const visitor of [loading, noIdentity, attendee, exhibitor]) expect(accessFor(login, visitor)).toEqual(granted);
  });

  it('identity: waits for the session and the identities, then needs an identity', () => {
    const any = rule('identity');
    expect(accessFor(any, checking)).toEqual(pending);
    expect(accessFor(any, signedOut)).toEqual(denied('notLoggedIn'));
    expect(accessFor(any, loading)).toEqual(pending);
    expect(accessFor(any, noIdentity)).toEqual(denied('notParticipant'));
    expect(accessFor(any, attendee)).toEqual(granted);
    expect(accessFor(any, exhibitor)).toEqual(granted);
  });

  it.each(['Login', 'IDENTITY', 'members', 'none'])('an unknown type %j fails closed for signed-in visitors', (type) => {
    expect(accessFor(rule(type), checking)).toEqual(pending);
    expect(accessFor(rule(type), signedOut)).toEqual(denied('notLoggedIn'));
    for (const visitor of [loading, noIdentity, attendee, exhibitor]) expect(accessFor(rule(type), visitor)).toEqual(denied('identityNotAllowed'));
  });
});

describe('authority rule: scopeType and businessIds (authorityType identity)', () => {
  it.each([undefined, null, '', 'all'])('scope %j admits any identity, businessIds ignored', (scope) => {
    expect(accessFor(rule('identity', scope, ['Nobody']), attendee)).toEqual(granted);
    expect(accessFor(rule('identity', scope, []), exhibitor)).toEqual(granted);
  });

  it('identityType: businessIds lists identity types (an attendee-only page)', () => {
    const attendeesOnly = rule('identity', 'identityType', ['Attendee']);
    expect(accessFor(attendeesOnly, attendee)).toEqual(granted);
    expect(accessFor(attendeesOnly, exhibitor)).toEqual(denied('identityNotAllowed'));
    expect(accessFor(rule('identity', 'identityType', ['Attendee', 'Exhibition']), exhibitor)).toEqual(granted);
  });

  it('business: businessIds lists the business ids identities came from', () => {
    expect(accessFor(rule('identity', 'business', ['F-100']), attendee)).toEqual(granted);
    expect(accessFor(rule('identity', 'business', ['F-100']), exhibitor)).toEqual(denied('identityNotAllowed'));
    // Types are not business ids: the scope decides which one the list means.
    expect(accessFor(rule('identity', 'business', ['Attendee']), attendee)).toEqual(denied('identityNotAllowed'));
  });

  it.each([null, undefined, []])('a narrowing scope with businessIds %j admits nobody', (ids) => {
    for (const scope of ['identityType', 'business']) expect(accessFor(rule('identity', scope, ids), attendee)).toEqual(denied('identityNotAllowed'));
  });

  it('an unknown scope admits nobody', () => {
    expect(accessFor(rule('identity', 'department', ['Attendee', 'F-100']), attendee)).toEqual(denied('identityNotAllowed'));
  });
});

describe('authority rule: access states of admitted identities', () => {
  const attendees = rule('identity', 'identityType', ['Attendee']);
  const holding = (...statuses: AuditStatus[]): Visitor => ({
    status: 'signedIn',
    identities: statuses.map((status, index) => identity('Attendee', `F-${index}`, status)),
  });

  it.each([
    ['Unpaid', 'unpaid'],
    ['UnderReview', 'underReview'],
    ['Rejected', 'rejected'],
    ['NeedsEditing', 'needsEditing'],
  ] as const)('a single %s identity gives %s', (status, reason) => {
    expect(accessFor(attendees, holding(status))).toEqual(denied(reason));
  });

  it('one approved identity in scope is enough, whatever the others say', () => {
    expect(accessFor(attendees, holding('Rejected', 'Unpaid', 'Approved'))).toEqual(granted);
  });

  it('with several waiting identities the one the visitor can act on wins: edit, then pay, then review, then rejected', () => {
    expect(accessFor(attendees, holding('Rejected', 'UnderReview', 'Unpaid', 'NeedsEditing'))).toEqual(denied('needsEditing'));
    expect(accessFor(attendees, holding('Rejected', 'UnderReview', 'Unpaid'))).toEqual(denied('unpaid'));
    expect(accessFor(attendees, holding('Rejected', 'UnderReview'))).toEqual(denied('underReview'));
  });

  it('identities out of scope never lend their state: an approved exhibitor is still not an attendee', () => {
    const visitor: Visitor = { status: 'signedIn', identities: [identity('Exhibition', 'F-200'), identity('Attendee', 'F-100', 'Unpaid')] };
    expect(accessFor(attendees, visitor)).toEqual(denied('unpaid'));
  });
});

describe('every combination', () => {
  const types = [undefined, null, '', 'all', 'login', 'identity', 'bogus'];
  const scopes = [undefined, null, '', 'all', 'identityType', 'business', 'bogus'];
  const lists = [undefined, null, [], ['Attendee'], ['F-100'], ['Exhibition', 'F-200']];
  const cases = types.flatMap((type) => scopes.flatMap((scope) => lists.map((ids) => rule(type, scope, ids))));

  it.each(Object.entries(visitors))('%s: only checking or loading visitors wait; signed-out visitors are only ever asked to log in', (name, visitor) => {
    for (const each of cases) {
      const access = accessFor(each, visitor);
      expect(authority.safeParse(each).success).toBe(true);
      if (access.kind === 'pending') expect(['checking', 'loading']).toContain(name);
      if (visitor.status === 'signedOut' && access.kind === 'denied') expect(access.reason).toBe('notLoggedIn');
      expect(visibilityFor(each, visitor)).toBe(access.kind === 'granted' ? 'shown' : access.kind === 'pending' ? 'pending' : 'hidden');
    }
  });

  it('nothing restricted is ever granted to a signed-out visitor', () => {
    for (const each of cases.filter((candidate) => ['login', 'identity', 'bogus'].includes(candidate.authorityType ?? ''))) {
      expect(visibilityFor(each, signedOut)).toBe('hidden');
    }
  });
});

describe('site and page rules together', () => {
  const site = rule('login');
  const attendeesOnly = rule('identity', 'identityType', ['Attendee']);

  it('the site rule speaks first, then the page rule; no rules at all grant', () => {
    expect(accessForAll([site, attendeesOnly], signedOut)).toEqual(denied('notLoggedIn'));
    expect(accessForAll([site, attendeesOnly], exhibitor)).toEqual(denied('identityNotAllowed'));
    expect(accessForAll([site, attendeesOnly], loading)).toEqual(pending);
    expect(accessForAll([site, attendeesOnly], attendee)).toEqual(granted);
    expect(accessForAll([], signedOut)).toEqual(granted);
  });
});
