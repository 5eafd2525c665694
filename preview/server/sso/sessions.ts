import { randomBytes } from 'node:crypto';

/** Spec section 9: a cookie-mode sign-in lasts 3600 s. */
export const SESSION_TTL_SECONDS = 3600;

export interface SsoSession {
  token: string;
  accountId: string;
  name: string;
  expiresAt: number;
}

/**
 * The SSO server's sessions, in memory: a restart signs everyone out, which is what a replay
 * server should do. Expired sessions are dropped when they are next looked up.
 */
export class SessionStore {
  private readonly sessions = new Map<string, SsoSession>();

  constructor(
    private readonly ttlSeconds = SESSION_TTL_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  open(accountId: string, name: string): SsoSession {
    const session = { token: randomBytes(24).toString('base64url'), accountId, name, expiresAt: this.now() + this.ttlSeconds * 1000 };
    this.sessions.set(session.token, session);
    return session;
  }

  find(token: string | undefined): SsoSession | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (session && session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  close(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }
}
