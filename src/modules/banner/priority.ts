/** The first banner seen on each page, by page id. */
const firstBannerOfPage = new Map<string, string>();

/**
 * Whether this banner is the first one its page renders. That one is usually the hero at the
 * top, so its picture is fetched at once and with high priority; later banners load lazily.
 * The renderer does not tell a module its position, but it renders modules in page order.
 */
export function isFirstBanner(module: { id: string; pageId?: string | null }): boolean {
  const page = module.pageId ?? '';
  if (!firstBannerOfPage.has(page)) firstBannerOfPage.set(page, module.id);
  return firstBannerOfPage.get(page) === module.id;
}
