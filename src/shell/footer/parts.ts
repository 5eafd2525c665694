import type { Site } from '../../../schemas/site';

/** What the site's footer holds, from the organiser's settings: null where there is nothing to show. */
export interface FooterParts {
  /** The privacy policy's text, where the organiser switched it on and wrote one (spec section 3, componentSet.privacyPolicy). */
  privacyPolicy: string | null;
  /** The event's WeChat official account (componentSet.weChat, weChatId). */
  weChatId: string | null;
  /** The event's brand, its logo and name (isShowBrand; ours: the spec names the switch only). */
  brand: boolean;
}

export function footerParts(site: Site): FooterParts {
  const policy = site.privacyPolicy?.trim();
  const weChatId = site.componentSet.weChatId?.trim();
  return {
    privacyPolicy: site.componentSet.privacyPolicy && policy ? policy : null,
    weChatId: site.componentSet.weChat && weChatId ? weChatId : null,
    brand: site.isShowBrand && Boolean(site.title),
  };
}
