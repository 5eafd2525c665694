/**
 * The gateway replies a server-written site page carries (ours): the calls the server made to
 * write it, as the gateway answered them, in one JSON block the browser reads instead of asking
 * again. Apart from any schema so that the first screen's code names it without loading one:
 * each reply still goes through its call's schema in the browser, as a fetched one does.
 */

/** The block's element: `<script type="application/json" id="first-replies">`, never executed. */
export const FIRST_REPLIES_ID = 'first-replies';

/** The block in a page's HTML, its JSON text captured (what a capture reads, what a test takes out). */
export const FIRST_REPLIES_BLOCK = new RegExp(`<script type="application/json" id="${FIRST_REPLIES_ID}">([\\s\\S]*?)</script>`);

/**
 * The cookie naming the language the visitor chose (the browser keeps it beside its own
 * storage): the server writes the page's replies in it, as the browser would ask them.
 */
export const LANGUAGE_COOKIE = 'minisite_language';

/** One call as the block keys it: what makes two calls the same call. */
export function firstReplyKey(method: string, path: string, language: string, body: unknown): string {
  return `${method} ${path} ${language} ${JSON.stringify(body ?? null)}`;
}

/** A key's call again (a capture read back into a bundle); null for a key this format never wrote. */
export function callOfFirstReplyKey(key: string): { method: string; path: string; language: string; body: unknown } | null {
  const match = /^(\S+) (\S+) (\S+) (.*)$/s.exec(key);
  if (!match) return null;
  try {
    return { method: match[1]!, path: match[2]!, language: match[3]!, body: JSON.parse(match[4]!) };
  } catch {
    return null;
  }
}
