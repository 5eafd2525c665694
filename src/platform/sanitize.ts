import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { breakable } from '../theme/words';
import { keepAtMost } from './keepAtMost';

// Links and sources may only point at the web (http/https) or somewhere relative: no mail, phone
// or data addresses either. Unlike a payload's own addresses (safeUrl, schemas/primitives.ts),
// organiser HTML keeps protocol-relative ones (`//cdn…`), which load over the page's own scheme.
const ALLOWED_URI = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// DOMPurify lets data: addresses through on pictures and media whatever the pattern says.
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href'];
/**
 * Inline styles that take text out of the flow or stack it over the page: organiser HTML keeps its
 * colours and sizes, but `position: fixed; inset: 0` in a description must not cover the site and
 * take every click.
 */
const PLACING_STYLES = ['position', 'inset', 'inset-block', 'inset-inline', 'inset-block-start', 'inset-block-end', 'inset-inline-start', 'inset-inline-end', 'top', 'right', 'bottom', 'left', 'z-index', 'transform', 'translate', 'rotate', 'scale'];

/** The addresses inside a declaration's url(...) values. */
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** A declaration that names an address the attributes could not hold (url(javascript:…)), or an old IE expression(). */
function fetchesUnsafely(value: string): boolean {
  if (/expression\s*\(/i.test(value)) return true;
  return [...value.matchAll(CSS_URL)].some(([, , address = '']) => {
    // As the browser reads it: CSS escapes (`\9 `, `\73 `) resolved, then control characters and spaces dropped.
    const unescaped = address.replace(/\\([\da-f]{1,6})\s?|\\(.)/gi, (_, hex?: string, char?: string) => (hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)) : (char ?? '')));
    // eslint-disable-next-line no-control-regex
    const read = unescaped.replace(/[\u0000-\u0020]/g, '');
    return !ALLOWED_URI.test(read);
  });
}

/** The window organiser HTML is parsed in: the page's own, or the one a server made (`sanitizeIn`). */
let parsingWindow: () => Window & typeof globalThis = () => window;

/** Keeps a style attribute's other declarations, as the browser reads them, without the placing ones or script addresses. */
function tameStyle(node: Element): void {
  // The parsing window's own classes: a server's window is not the global one.
  const view = parsingWindow();
  if (!(node instanceof view.HTMLElement || node instanceof view.SVGElement) || !node.hasAttribute('style')) return;
  for (const property of PLACING_STYLES) node.style.removeProperty(property);
  for (const property of [...node.style]) if (fetchesUnsafely(node.style.getPropertyValue(property))) node.style.removeProperty(property);
  const kept = node.style.cssText;
  if (kept) node.setAttribute('style', kept);
  else node.removeAttribute('style');
}

let purifier: Purifier | null = null;

/**
 * Texts already made inert, by the HTML that came. The result depends on that HTML alone (the
 * rules are fixed), so a text a server has sanitised for one page, terminal or language is not
 * parsed again for the next: parsing in jsdom was a server render's largest single cost (about
 * 4 ms of a page's 35). Bounded, oldest out first, and only texts of an ordinary size, so a
 * hostile reply of huge texts cannot fill the memory; emptied with the window it was made in.
 */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 500;
const KEPT_UP_TO_CHARACTERS = 20_000;

/**
 * Where there is no page (a server rendering a site page), the window to parse organiser HTML
 * in, given once at start (a jsdom window): the same rules and hooks then apply there. Without
 * one, sanitizing there throws rather than returning the HTML as it came.
 */
export function sanitizeIn(made: Window): void {
  parsingWindow = () => made as Window & typeof globalThis;
  purifier = null;
  sanitized.clear();
}

/**
 * One instance with our hooks and our rules, so other DOMPurify users keep the library's
 * defaults. The rules are set once: passed to every sanitize call, DOMPurify would build its
 * allow-lists anew each time (a page of rich texts paid for it per text).
 */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(parsingWindow());
  // DOMPurify given a window it cannot parse in returns what it is given: never let that through.
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no window to parse organiser HTML in');
  purifier.setConfig({
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'form', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['formaction', 'action'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
  // Organiser texts break as the page's own do, a hyphen showing (src/theme/words.ts). A text node (3): the server's window names no Node.
  purifier.addHook('afterSanitizeElements', (node) => {
    if (node.nodeType === 3 && !node.parentElement?.closest('pre, code')) (node as Text).data = breakable((node as Text).data);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    tameStyle(node);
    for (const name of URL_ATTRIBUTES) if (node.getAttribute(name)?.trim().toLowerCase().startsWith('data:')) node.removeAttribute(name);
    const target = node.getAttribute('target');
    if (target === null) return;
    if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else if (target !== '_self') node.removeAttribute('target');
  });
  return purifier;
}

/** Organiser HTML made inert: no script, style sheets, placing styles, frames, forms, plugins, handlers or script URLs. */
export function sanitizeHtml(html: string): string {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const inert = instance().sanitize(html);
  if (html.length > KEPT_UP_TO_CHARACTERS) return inert;
  keepAtMost(sanitized, SANITIZED_KEPT, html, inert);
  return inert;
}
