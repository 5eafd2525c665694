import type { DriverContext, SessionDriver } from './session';

/**
 * Each sign-in mode is its own chunk (oidc-client-ts and jose load only for strong mode). The
 * site's `loginStrong` flag (default true) picks one.
 */
export function loadDriver(loginStrong: boolean, context: DriverContext): Promise<SessionDriver> {
  return loginStrong
    ? import('./oidc/driver').then((mode) => mode.createOidcDriver(context))
    : import('./cookie/driver').then((mode) => mode.createCookieDriver(context));
}
