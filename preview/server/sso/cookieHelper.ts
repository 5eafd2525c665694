import { SSO_CALLS } from '../../../schemas/calls/sso';
import { rootedPath } from '../../../schemas/calls/wire';

/**
 * cookie.html, the cookie-helper frame of spec section 7: on localhost the client cannot share
 * cookies with the SSO site, so it asks this page, loaded from the SSO site in a hidden frame,
 * to make the login call and read the session marker cookie first-party.
 *
 * Protocol (src/auth/cookie/helperFrame.ts is the other end): the parent posts
 * `{ id, kind: 'login', body, headers }` or `{ id, kind: 'cookie', name }`; the frame answers
 * `{ id, ok: true, value }` or `{ id, ok: false, error }` to the sender's origin only. Only
 * parents on localhost or this site's own origin are served: the frame returns a credential.
 */
export const COOKIE_HELPER_PATH = '/cookie.html';

const script = `
const allowed = (origin) => {
  if (origin === location.origin) return true;
  try { return new URL(origin).hostname === 'localhost'; } catch { return false; }
};
const readCookie = (name) => document.cookie.split('; ').map((part) => part.split('=')).find(([key]) => key === name)?.slice(1).join('=') ?? null;
async function answer(message) {
  if (message.kind === 'cookie') return readCookie(String(message.name));
  if (message.kind === 'login') {
    const reply = await fetch(${JSON.stringify(rootedPath(SSO_CALLS['session/login'].path))}, {
      method: 'POST',
      credentials: 'include',
      headers: { ...message.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(message.body),
    });
    return reply.json();
  }
  throw new Error('unknown request ' + message.kind);
}
addEventListener('message', (event) => {
  if (event.source !== parent || !allowed(event.origin)) return;
  const message = event.data;
  if (!message || typeof message.id !== 'string') return;
  answer(message).then(
    (value) => parent.postMessage({ id: message.id, ok: true, value }, event.origin),
    (error) => parent.postMessage({ id: message.id, ok: false, error: String(error && error.message || error) }, event.origin),
  );
});
`;

export const cookieHelperPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cookie helper</title></head>
<body><script>${script}</script></body></html>
`;
