import { useEffect } from 'react';
import type { Site } from '../../../schemas/site';
import { CLIENT_BASE } from '../../platform/clientBase';
import { DEFAULT_THEME_COLOR } from '../../theme/tokens';

/** The product's own icons (public/icons/), the sizes an install needs whatever the site's icon is. */
const PRODUCT_ICONS = [192, 512].map((size) => ({ src: `${CLIENT_BASE}icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));

/**
 * The web manifest of the site shown (installing it adds this event's site, not the product):
 * its name, theme colour and, when it is a drawing (any size), its browser icon before the
 * product's. A raster icon of unknown size cannot be declared, so the product's stand in.
 * Every address is absolute: the manifest is a blob URL, which relative ones would resolve against.
 */
export function siteManifest(site: Site, origin: string): object {
  const name = site.globalSetting.browserTitle || site.title || 'Event';
  const start = `${origin}${CLIENT_BASE}?siteId=${encodeURIComponent(site.id)}`;
  const icon = site.globalSetting.browserIcon;
  const own = icon && /\.svg($|\?)/i.test(icon) ? [{ src: new URL(icon, origin).href, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }] : [];
  return {
    id: start,
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    start_url: start,
    scope: `${origin}${CLIENT_BASE}`,
    display: 'standalone',
    theme_color: site.themeColor ?? DEFAULT_THEME_COLOR,
    background_color: site.backgroundColor ?? '#FFFFFF',
    icons: [...own, ...PRODUCT_ICONS.map((entry) => ({ ...entry, src: `${origin}${entry.src}` }))],
  };
}

/** Points the page's manifest link, and its theme colour, at the site shown. */
export function useSiteManifest(site: Site): void {
  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.href;
    const address = URL.createObjectURL(new Blob([JSON.stringify(siteManifest(site, location.origin))], { type: 'application/manifest+json' }));
    link.href = address;
    document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', site.themeColor ?? DEFAULT_THEME_COLOR);
    return () => {
      link.href = before;
      URL.revokeObjectURL(address);
    };
  }, [site]);
}
