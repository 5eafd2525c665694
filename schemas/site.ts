import { z } from 'zod';
import { bvent } from './event';
import { navigation } from './navigation';
import { colour, flag, id, languageCode, numeric, safeUrl, text } from './primitives';

const authority = {
  authorityType: text,
  businessIds: z.array(id).nullish(),
  scopeType: text,
};

export const globalSetting = z.looseObject({
  ...authority,
  isGuideRegistrationTip: flag,
  browserIcon: safeUrl.nullish(),
  browserTitle: text,
  mobileOpenLink: safeUrl.nullish(),
  mobileTitle: text,
  isOpenSEO: flag,
  keyWords: text,
  description: text,
  maxWidth: numeric.nullish(),
});

export const shareSetting = z.looseObject({
  title: text,
  desc: text,
  h5Img: safeUrl.nullish(),
  miniprogramImg: safeUrl.nullish(),
  path: text,
});

export const componentSet = z.looseObject({
  bottomNav: flag,
  h5OpenPage: flag,
  mobileTopNav: flag,
  openPageImgUrl: safeUrl.nullish(),
  privacyPolicy: flag,
  topNav: navigation.nullish(),
  weChat: flag,
  weChatId: text,
});

export const bottomNavigation = z.looseObject({
  name: z.string(),
  type: z.enum(['Home', 'PersonalCenter', 'Custom']).default('Custom'),
  icon: safeUrl.nullish(),
  iconType: text,
  linkType: text,
  relationPageId: id.nullish(),
  customLink: safeUrl.nullish(),
  sort: z.number().default(0),
  isHide: flag,
});
export type BottomNavigation = z.infer<typeof bottomNavigation>;

/** One entry of a site's per-language list: the same site in another language. */
export const languageSite = z.looseObject({ language: languageCode, isHide: flag, id });
export type LanguageSite = z.infer<typeof languageSite>;

/** GetSiteById's returnObj (spec section 3, "Site"). */
export const site = z.looseObject({
  id,
  siteId: id.nullish(),
  title: text,
  businessId: id,
  businessType: text,
  orgId: id.nullish(),
  tenantId: id.nullish(),
  language: languageCode,
  sites: z.array(languageSite).default([]),
  mobileMode: text,
  viewMode: text,
  themeColor: colour.nullish(),
  moduleWidth: numeric.nullish(),
  backgroundColor: colour.nullish(),
  backgroundImage: safeUrl.nullish(),
  backgroundFill: z.enum(['cover', 'contain', 'repeat', 'stretch']).nullish(),
  theme: z.enum(['light', 'dark']).nullish(),
  isShowBrand: flag,
  loginStrong: z.boolean().default(true),
  globalSetting: globalSetting.prefault({}),
  shareSetting: shareSetting.nullish(),
  componentSet: componentSet.prefault({}),
  bottomNavigations: z.array(bottomNavigation).default([]),
  privacyPolicy: text,
  pcCss: text,
  pcJs: text,
  mobileCss: text,
  mobileJs: text,
  bvent: bvent.nullish(),
});
export type Site = z.infer<typeof site>;
