import type { SignedInUser } from '../../../src/auth/session';
import PointsMall from '../../../src/pages/points/PointsMall';
import type { MemoryDriver } from '../support/memoryDriver';
import { openPages } from '../support/pageTests';

/** The demo expo's two accounts with a mall (fixtures/demo-expo/pointsMall.json): demo is Gold with 1,200 points, attendee Silver with 150. */
export const DEMO: SignedInUser = { sub: 'demo', accountId: 'acct-7f3a9c01-demo', name: 'Demo Visitor' };
export const ATTENDEE: SignedInUser = { sub: 'attendee', accountId: 'acct-2b8e4d17-attendee', name: 'Ada Attendee' };

/** The mall's screens at `at`, as the app mounts them below /points/, signed in as `user` first unless it is null. */
export function openMall(session: { driver: unknown }, at: string, user: SignedInUser | null) {
  if (user) (session.driver as MemoryDriver).signInAs(user);
  return openPages(at, '/points', { '*': <PointsMall /> });
}
