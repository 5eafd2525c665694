import { assistantMessage, type AssistantMessage } from '../../../schemas/assistant';
import { isHttpUrl } from '../shared/httpUrl';

/**
 * The configured assistant's address when it is one we frame (absolute http(s)); null for none.
 * A bad one is reported on the console and treated as none.
 */
export function assistantAddress(configured: string): string | null {
  if (!configured) return null;
  if (isHttpUrl(configured)) return configured;
  console.error('Invalid assistantUrl in the domain config (not an absolute http(s) URL): no assistant is shown', configured);
  return null;
}

/** How the page frames the assistant and whom it talks to. */
export interface Framing {
  /** The origin the frame's messages must come from. */
  origin: string;
  /** The origin the page posts to. */
  target: string;
  sandbox: string;
}

/**
 * A frame from another origin keeps that origin (its own storage and cookies, which a chat
 * needs) and still cannot touch the page. A frame from our own origin never gets
 * allow-same-origin, which would let it reach into the page: its origin is then opaque, its
 * messages come from 'null', and the page can only post to it as '*' (to that frame's window
 * alone, and only what any visitor may know: the language and the event).
 */
export function framingOf(address: string, pageOrigin: string): Framing {
  const { origin } = new URL(address);
  if (origin !== pageOrigin) return { origin, target: origin, sandbox: 'allow-scripts allow-forms allow-same-origin' };
  return { origin: 'null', target: '*', sandbox: 'allow-scripts allow-forms' };
}

/**
 * The message, when it comes from the frame's exact origin and from the frame's own window and
 * has a shape we know; null for anything else, which the page ignores.
 */
export function readAssistantMessage(event: MessageEvent, origin: string, frame: MessageEventSource | null | undefined): AssistantMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const parsed = assistantMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
