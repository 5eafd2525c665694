import { bannerModule } from '../../../schemas/modules/banner';
import type { PageDetail, Terminal } from '../../../schemas/page';
import { orderModules } from '../../../renderer/order';
import { shownConfig } from '../../../renderer/shownConfig';
import { absoluteAddress } from '../../platform/absoluteAddress';

/**
 * The picture of a banner that opens the page (the usual hero, and the page's largest paint),
 * or null. The payload is checked by the banner's own schema first: a hostile address is never
 * fetched.
 */
function heroPicture(first: unknown, terminal: Terminal): string | null {
  const parsed = bannerModule.safeParse(first);
  if (!parsed.success) return null;
  const shown = shownConfig(parsed.data, terminal);
  return (shown.type === 'video' ? shown.posterUrl : shown.fileUrl) || null;
}

/** The hero picture of a page's detail: its first module's, when that is a banner. */
export function pageHero(detail: PageDetail, terminal: Terminal): string | null {
  const first = orderModules(detail.modules)[0];
  return first?.ok ? heroPicture(first.module, terminal) : null;
}

/** Asks for the hero picture now, ahead of the banner's code, at the highest priority. */
export function preloadHeroPicture(href: string): void {
  // The server may have asked already (its address is absolute). One no URL parser reads is left
  // out, as the server leaves it out: thrown here, it took the page's whole load down.
  const wanted = absoluteAddress(href, location.href);
  if (!wanted) return;
  const asked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === wanted);
  if (asked) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
