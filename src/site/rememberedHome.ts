import { getStoredOrEmpty, setStored } from '../platform/storage';

/** Where this device keeps a site's home page id between visits (ours; not personal: any visitor's home is the same). */
const homeKey = (siteId: string) => `home:${siteId}`;

/**
 * The home page this device last saw for the site. With no page in the address the home is
 * known only from the page tree; on a repeat visit its detail can go out with the site and tree,
 * and the tree, when it comes, confirms it.
 */
export function rememberedHome(siteId: string): string | null {
  return getStoredOrEmpty(homeKey(siteId)) || null;
}

export function rememberHome(siteId: string, pageId: string): void {
  if (rememberedHome(siteId) !== pageId) setStored(homeKey(siteId), pageId);
}
