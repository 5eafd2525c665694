import type { LoginParameters } from '../../../schemas/sso';
import { ssoLogin, type SsoHeaders } from './sso';
import { COOKIE_SESSION_LIFETIME_MS, writeStoredSession, type StoredSession } from './storedSession';

/**
 * The login form's call: POST api/session/login with the type's parameters, then the credential
 * and a local expiry of now + 3600 s kept for this tab. The driver takes it up on `signIn`.
 * Rejects with the server's message when the SSO refuses.
 */
export async function openCookieSession(parameters: LoginParameters, headers: SsoHeaders): Promise<StoredSession> {
  const result = await ssoLogin(parameters, headers);
  const session: StoredSession = {
    token: result.token,
    user: { sub: result.accountId, accountId: result.accountId, name: result.name ?? null },
    expiresAt: Date.now() + COOKIE_SESSION_LIFETIME_MS,
  };
  writeStoredSession(session);
  return session;
}
