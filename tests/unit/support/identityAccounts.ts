/** The accounts the identity fixtures answer for (the first two sign in at the embedded provider). */
export const DEMO = { sub: 'acct-7f3a9c01-demo', accountId: 'acct-7f3a9c01-demo', name: 'Demo Visitor' };
export const ATTENDEE = { sub: 'acct-2b8e4d17-attendee', accountId: 'acct-2b8e4d17-attendee', name: 'Ada Attendee' };
/** Unit tests only: a group leader who also runs a travel agency. */
export const GROUP = { sub: 'acct-5c1d0e22-group', accountId: 'acct-5c1d0e22-group', name: 'Gil Group' };

export const EXPO = { bventId: '88001', topOrgId: '5201', siteId: '1001' };
export const CONFERENCE = { bventId: '88101', topOrgId: '5301', siteId: '2001' };
