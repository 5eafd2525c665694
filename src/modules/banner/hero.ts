import { bannerModule } from '../../../schemas/modules/banner';
import type { Terminal } from '../../../schemas/page';

/**
 * The picture of a banner that opens the page (the usual hero, and the page's largest paint),
 * or null. The payload is checked by the banner's own schema first: a hostile address is never
 * fetched.
 */
export function heroPicture(first: unknown, terminal: Terminal): string | null {
  const parsed = bannerModule.safeParse(first);
  if (!parsed.success) return null;
  const { config, mobileConfig, mobileSetting } = parsed.data;
  const shown = terminal === 'mobile' && !mobileSetting.isSync && mobileConfig ? mobileConfig : config;
  return (shown.type === 'video' ? shown.posterUrl : shown.fileUrl) || null;
}

/** Asks for the hero picture now, ahead of the banner's code, at the highest priority. */
export function preloadHeroPicture(href: string): void {
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === href);
  if (asked) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
