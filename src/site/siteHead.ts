import type { LanguageCode } from '../../schemas/primitives';
import type { Site } from '../../schemas/site';
import { absoluteAddress } from '../platform/absoluteAddress';
import { CLIENT_BASE } from '../platform/clientBase';

/** The attribute naming a head element's key, on the server's elements and the browser's alike. */
export const HEAD_KEY = 'data-head';

/** Shown for sites that name no icon of their own (public/favicon.svg). */
const PRODUCT_ICON = `${CLIENT_BASE}favicon.svg`;

/**
 * One element of a site's head. `key` names it among the head's elements (the browser updates
 * the element of that key in place, the server writes it with the key as HEAD_KEY), so the
 * server's head and the browser's are the same elements.
 */
export type HeadEntry =
  | { key: 'title'; tag: 'title'; text: string }
  | { key: string; tag: 'meta' | 'link'; attrs: Record<string, string> };

/** What a page of a site closed to search engines says to them, in its head and its response's X-Robots-Tag. */
export const NOINDEX = 'noindex';

/** Open Graph writes locales with an underscore: en_US. */
const ogLocale = (language: LanguageCode) => language.replace('-', '_');

/** The browser tab's name: the page's, then the site's (its browser title, else its title). */
export function documentTitle(site: Site, pageTitle?: string | null): string {
  return [pageTitle, site.globalSetting.browserTitle || site.title].filter(Boolean).join(' · ');
}

/** The address a shared link stands for: this page of this site, without what only one visit carries (a hash). */
export function canonicalAddress(address: URL): string {
  const canonical = new URL(address.href);
  canonical.hash = '';
  return canonical.href;
}

/**
 * What the page at an address says of itself in the head: its name, before the site's in the
 * tab, and, for a page that is a piece of content of its own (a story), what a shared link's
 * preview shows instead of the site's share settings.
 */
export interface PageHead {
  title?: string | null;
  /** `published`: when a story came out, as ISO 8601 in the event's offset; `type`: Open Graph's kind of page (a story's `article`, the default). */
  preview?: { title: string; description?: string | null; image?: string | null; published?: string | null; type?: 'article' | 'profile' | 'website' } | null;
}

/**
 * The document head for a site at an address (and the page there, when known): browser title
 * and icon, SEO keywords and description when the organiser turned SEO on (else `noindex`), the share settings
 * as Open Graph and Twitter tags (what a shared link's preview shows), and the site's published
 * languages as alternates. What link previews and search engines read, so the server writes it
 * before any script runs. Relative file addresses resolve on `fileServer` (in the browser the
 * schemas have resolved them already).
 */
export function siteHead(site: Site, address: URL, page: PageHead = {}, fileServer: string = address.href): HeadEntry[] {
  const { browserTitle, browserIcon, isOpenSEO, keyWords, description } = site.globalSetting;
  const name = browserTitle || site.title || '';
  const share = site.shareSetting;
  const preview = page.preview;
  const url = canonicalAddress(address);
  const image = absoluteAddress(preview?.image || share?.h5Img, fileServer);
  const summary = preview?.description;
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined): HeadEntry[] =>
    content ? [{ key, tag: 'meta', attrs: { [attribute]: key, content } }] : [];
  const alternates = site.sites
    .filter((entry) => !entry.isHide)
    .map((entry): HeadEntry => {
      const other = new URL(url);
      other.searchParams.set('siteId', entry.id);
      return { key: `alternate:${entry.language}`, tag: 'link', attrs: { rel: 'alternate', hreflang: entry.language, href: other.href } };
    });
  return [
    { key: 'title', tag: 'title', text: documentTitle(site, page.title) },
    { key: 'icon', tag: 'link', attrs: { rel: 'icon', href: absoluteAddress(browserIcon, fileServer) ?? PRODUCT_ICON } },
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: url } },
    // The organiser's switch: a site not opened to search engines asks them to leave every page out.
    ...meta('name', 'robots', isOpenSEO ? null : NOINDEX),
    ...meta('name', 'keywords', isOpenSEO ? keyWords : null),
    ...meta('name', 'description', isOpenSEO ? summary || description : null),
    ...meta('property', 'og:type', preview ? (preview.type ?? 'article') : 'website'),
    ...meta('property', 'og:site_name', name),
    ...meta('property', 'og:title', preview?.title || share?.title || name),
    ...meta('property', 'og:description', summary || share?.desc || (isOpenSEO ? description : null)),
    ...meta('property', 'og:image', image),
    ...meta('property', 'article:published_time', preview?.published),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:locale', ogLocale(site.language)),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...alternates,
  ];
}
