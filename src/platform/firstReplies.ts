import { FIRST_REPLIES_ID, firstReplyKey } from '../../schemas/firstReplies';

let replies: Map<string, unknown> | null = null;

/** The page's block, read once; a block that is not a JSON object is no block. */
function read(): Map<string, unknown> {
  if (replies) return replies;
  replies = new Map();
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_REPLIES_ID);
  try {
    const parsed: unknown = block ? JSON.parse(block.textContent ?? '') : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) replies = new Map(Object.entries(parsed));
  } catch (error) {
    console.error('The page carried an unreadable first-replies block: asking the gateway instead', error);
  }
  block?.remove();
  return replies;
}

/**
 * The gateway's reply to this call as the server wrote it into the page, once: the first screen
 * starts from it without a round trip; any later call of the same (a retry, a return) asks anew.
 */
export function takeFirstReply(method: string, path: string, language: string, body: unknown): unknown {
  const key = firstReplyKey(method, path, language, body);
  const kept = read();
  if (!kept.has(key)) return undefined;
  const reply = kept.get(key);
  kept.delete(key);
  return reply;
}
