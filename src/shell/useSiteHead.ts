import { useLayoutEffect } from 'react';
import type { Site } from '../../schemas/site';
import { HEAD_KEY, siteHead, type HeadEntry } from '../site/siteHead';

/**
 * The document head for a site (src/site/siteHead.ts), kept in step as the visitor moves: the
 * server wrote it for the first address; each element of a key is updated in place, and one
 * the site no longer names goes.
 */
export function useSiteHead(site: Site, address: string): void {
  // Before any passive effect of the same commit: a page that names itself in the tab
  // (useDocumentTitle, a passive effect) mounted with the site then has the last word.
  useLayoutEffect(() => {
    const entries = siteHead(site, new URL(address, location.href));
    const wanted = new Set(entries.map((entry) => entry.key));
    for (const element of document.head.querySelectorAll<HTMLElement>(`[${HEAD_KEY}]`)) {
      if (!wanted.has(element.getAttribute(HEAD_KEY)!)) element.remove();
    }
    for (const entry of entries) apply(entry);
  }, [site, address]);
}

function apply(entry: HeadEntry): void {
  if (entry.tag === 'title') {
    document.title = entry.text;
    return;
  }
  let element = document.head.querySelector<HTMLElement>(`${entry.tag}[${HEAD_KEY}="${CSS.escape(entry.key)}"]`);
  if (!element) {
    element = document.createElement(entry.tag);
    element.setAttribute(HEAD_KEY, entry.key);
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(entry.attrs)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
