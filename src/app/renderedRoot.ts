import type { Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { isLanguage } from '../i18n/languages';

/**
 * What a server says of the first screen it wrote into the page's root (preview/server/sitePage.ts):
 * the terminal it drew for and the language of its texts, which the browser hydrates with.
 */
export interface RenderedRoot {
  terminal: Terminal;
  language: LanguageCode;
  /** The instant the server's clocks read. */
  renderedAt: number;
}

export const ROOT_ID = 'root';
/**
 * Set on the root once the app has committed its first render and, where a server wrote the
 * first screen, hydrated every boundary of it (renderer/hydration.tsx). Until then the server's
 * controls are not live: the root says so to assistive technology (`aria-disabled`, which the app
 * takes off), and index.html lets no pointer reach them (a tap before would be lost; a test's
 * actions wait instead).
 */
export const LIVE = 'data-live';

/** The root live: marked, and no longer said to be unavailable. */
export function markLive(root: HTMLElement): void {
  root.setAttribute(LIVE, '');
  root.removeAttribute('aria-disabled');
}
const TERMINAL = 'data-terminal';
const LANGUAGE = 'data-language';
const RENDERED_AT = 'data-rendered-at';

/** Marks around the root a server wrote a first screen into: what a capture or a test takes out. */
const START = '<!--first-screen-->';
const END = '<!--/first-screen-->';
export const RENDERED_ROOT_BLOCK = new RegExp(`${START}[\\s\\S]*?${END}`);

/** The root element holding a server's first screen (`html`, as React wrote it), marked with what it was drawn for. */
export function renderedRootHtml({ terminal, language, renderedAt }: RenderedRoot, html: string): string {
  return `${START}<div id="${ROOT_ID}" ${TERMINAL}="${terminal}" ${LANGUAGE}="${language}" ${RENDERED_AT}="${renderedAt}" aria-disabled="true">${html}</div>${END}`;
}

/** The server's word on the root's first screen; null when the root came empty (the shell). */
export function renderedRoot(root: HTMLElement): RenderedRoot | null {
  const terminal = root.getAttribute(TERMINAL);
  const language = root.getAttribute(LANGUAGE);
  const renderedAt = Number(root.getAttribute(RENDERED_AT));
  if ((terminal !== 'pc' && terminal !== 'mobile') || !isLanguage(language) || !Number.isFinite(renderedAt) || !root.firstChild) return null;
  return { terminal, language, renderedAt };
}
