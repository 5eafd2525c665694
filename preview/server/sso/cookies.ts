import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE, SESSION_MARKER_COOKIE } from '../../../schemas/sso';
import { SESSION_TTL_SECONDS } from './sessions';

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
