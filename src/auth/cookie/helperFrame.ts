import { catalogue, GatewayError } from '../../platform/errors';

/** Spec section 9: the cookie-helper frame answers within 2000 ms or the request fails. */
export const HELPER_REPLY_TIMEOUT_MS = 2000;

/** What the frame is asked (preview/server/sso/cookieHelper.ts is the other end). */
export type HelperRequest =
  | { kind: 'login'; body: unknown; headers: Record<string, string> }
  | { kind: 'cookie'; name: string };

export interface HelperChannel {
  ask(request: HelperRequest): Promise<unknown>;
  close(): void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The parent's end of the cookie-helper protocol: each request carries a unique id and waits
 * for the reply with that id, from the frame's window and the SSO origin only; anything else
 * arriving on `message` is ignored. No reply within 2 s rejects 'timeout'.
 */
export function helperChannel(frame: Window, origin: string, host: Window = window): HelperChannel {
  const pending = new Map<string, Pending>();
  const prefix = Math.random().toString(36).slice(2, 10);
  let sequence = 0;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame) return;
    const reply = event.data as { id?: unknown; ok?: unknown; value?: unknown; error?: unknown } | null;
    const waiting = typeof reply?.id === 'string' ? pending.get(reply.id) : undefined;
    if (!reply || !waiting) return;
    pending.delete(reply.id as string);
    clearTimeout(waiting.timer);
    if (reply.ok === true) waiting.resolve(reply.value);
    else waiting.reject(new Error(typeof reply.error === 'string' ? reply.error : ''));
  };
  host.addEventListener('message', onMessage);

  return {
    ask(request) {
      const id = `${prefix}-${++sequence}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new GatewayError('timeout', catalogue.timeout));
        }, HELPER_REPLY_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        frame.postMessage({ id, ...request }, origin);
      });
    },
    close() {
      host.removeEventListener('message', onMessage);
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new GatewayError('abort', catalogue.abort));
      }
      pending.clear();
    },
  };
}

let mounted: Promise<HelperChannel> | null = null;

/**
 * The hidden cookie-helper frame (spec section 2), loaded once from cookie.html on the SSO site
 * and kept for the page's life. A frame that does not load within the reply timeout fails the
 * request that wanted it, and the next request tries again.
 */
export function cookieHelper(ssoBase: string): Promise<HelperChannel> {
  mounted ??= new Promise<HelperChannel>((resolve, reject) => {
    const src = new URL('cookie.html', ssoBase);
    const frame = document.createElement('iframe');
    frame.src = src.href;
    frame.title = 'cookie helper';
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(() => {
      frame.remove();
      mounted = null;
      reject(new GatewayError('timeout', catalogue.timeout));
    }, HELPER_REPLY_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      clearTimeout(timer);
      resolve(helperChannel(frame.contentWindow!, src.origin));
    });
    document.body.append(frame);
  });
  return mounted;
}
