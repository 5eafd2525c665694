/**
 * The message the sign-in frame or popup posts to the page that opened it (spec section 2,
 * "callback … posts a success message to the parent"; section 4, the login codes).
 */
const MESSAGE_TYPE = 'minisite-sso-login';

export interface LoginMessage {
  type: typeof MESSAGE_TYPE;
  code: 1 | -1;
  errmsg?: string;
}

/** Posts the code to the window that holds this frame or popup, on our own origin only (never '*'). */
export function postLoginCode(target: Window, code: 1 | -1, errmsg?: string): void {
  const message: LoginMessage = { type: MESSAGE_TYPE, code, ...(errmsg ? { errmsg } : {}) };
  target.postMessage(message, window.location.origin);
}

/**
 * The code in a message, or null when the message is not one we trust: it must come from our
 * own origin and from the very window we expect (the frame or popup we opened), and be shaped
 * like a login message.
 */
export function trustedLoginCode(event: MessageEvent, expectedSource: MessageEventSource | null, origin = window.location.origin): { code: number; errmsg?: string } | null {
  if (event.origin !== origin || !expectedSource || event.source !== expectedSource) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, code, errmsg } = data as Partial<LoginMessage>;
  if (type !== MESSAGE_TYPE || (code !== 1 && code !== -1)) return null;
  return typeof errmsg === 'string' ? { code, errmsg } : { code };
}
