// PLACEHOLDER, replaced by the cookie sign-in work before it lands: signed out, cannot sign in yet.
import type { DriverContext } from '../drivers';
import { SIGNED_OUT, type SessionDriver } from '../session';

export function createCookieDriver(_context: DriverContext): SessionDriver {
  return {
    start: () => undefined,
    stop: () => undefined,
    getState: () => SIGNED_OUT,
    subscribe: () => () => undefined,
    accessToken: () => null,
    signIn: () => Promise.reject(new Error('cookie sign-in is not built yet')),
    signOut: () => Promise.resolve(),
  };
}
