import type { IncomingMessage } from 'node:http';
import { SESSION_TTL_SECONDS } from './sessions';

/** The session cookie: HttpOnly, so page scripts never see the credential. */
export const SESSION_COOKIE = 'minisite_session';
/**
 * Set and cleared alongside the session cookie, readable by scripts: the client's once-a-second
 * "has the cookie vanished" check (spec section 4) cannot read an HttpOnly cookie, so it reads
 * this marker instead. It carries no credential.
 */
export const SESSION_MARKER_COOKIE = 'minisite_session_present';

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return [`${name}=${value}`, 'Path=/', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(httpOnly ? ['HttpOnly'] : [])].join('; ');
}

/** The Set-Cookie values that open a session for `token`. */
export function sessionCookies(token: string, maxAge = SESSION_TTL_SECONDS): string[] {
  return [cookie(SESSION_COOKIE, token, maxAge, true), cookie(SESSION_MARKER_COOKIE, '1', maxAge, false)];
}

/** The Set-Cookie values that remove both cookies. */
export function clearedCookies(): string[] {
  return [cookie(SESSION_COOKIE, '', 0, true), cookie(SESSION_MARKER_COOKIE, '', 0, false)];
}

/** A cookie's value from the request's Cookie header. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
