import { useLayoutEffect } from 'react';
import type { Site } from '../../schemas/site';

/** Shown for sites that name no icon of their own (public/favicon.svg). */
const PRODUCT_ICON = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * The document head for a site: browser title and icon, SEO keywords and description when the
 * organiser turned SEO on, and the share settings as Open Graph tags (what a shared link's preview shows).
 */
export function useSiteHead(site: Site): void {
  // Before any passive effect of the same commit: a page that names itself in the tab
  // (useDocumentTitle, a passive effect) mounted with the site then has the last word.
  useLayoutEffect(() => {
    const { browserTitle, browserIcon, isOpenSEO, keyWords, description } = site.globalSetting;
    document.title = browserTitle || site.title || '';
    setLink('icon', browserIcon || PRODUCT_ICON);
    setMeta('name', 'keywords', isOpenSEO ? keyWords : null);
    setMeta('name', 'description', isOpenSEO ? description : null);
    const share = site.shareSetting;
    setMeta('property', 'og:title', share?.title || browserTitle || site.title);
    setMeta('property', 'og:description', share?.desc);
    setMeta('property', 'og:image', share?.h5Img ? new URL(share.h5Img, location.href).href : null);
    setMeta('property', 'og:url', location.href);
    setMeta('property', 'og:type', 'website');
  }, [site]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string | null | undefined): void {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.append(element);
  }
  element.href = href;
}
