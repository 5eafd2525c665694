import * as z from 'zod/mini';
import { authorityFields } from './authority';
import { bvent } from './event';
import { navigation } from './navigation';
import { keptList } from './keptList';
import { colour, fileUrl, flag, flagDefaultTrue, id, languageCode, numeric, safeUrl, text } from './primitives';

export const globalSetting = z.looseObject({
  ...authorityFields,
  isGuideRegistrationTip: flag,
  browserIcon: z.nullish(fileUrl),
  browserTitle: text,
  mobileOpenLink: z.nullish(safeUrl),
  mobileTitle: text,
  isOpenSEO: flag,
  keyWords: text,
  description: text,
  maxWidth: z.nullish(numeric),
});

export const shareSetting = z.looseObject({
  title: text,
  desc: text,
  h5Img: z.nullish(fileUrl),
  miniprogramImg: z.nullish(fileUrl),
  path: text,
});

export const componentSet = z.looseObject({
  // The phone's two bars are there unless the organiser switched them off (ours: the spec gives
  // every phone a tab bar, and an absent switch is not a "no").
  bottomNav: flagDefaultTrue,
  h5OpenPage: flag,
  mobileTopNav: flagDefaultTrue,
  openPageImgUrl: z.nullish(fileUrl),
  privacyPolicy: flag,
  topNav: z.nullish(navigation),
  weChat: flag,
  weChatId: text,
});

export const bottomNavigation = z.looseObject({
  name: z.string(),
  type: z._default(z.enum(['Home', 'PersonalCenter', 'Custom']), 'Custom'),
  icon: z.nullish(fileUrl),
  iconType: text,
  linkType: text,
  relationPageId: z.nullish(id),
  customLink: z.nullish(safeUrl),
  sort: z._default(z.number(), 0),
  isHide: flag,
});
export type BottomNavigation = z.infer<typeof bottomNavigation>;

/** One entry of a site's per-language list: the same site in another language. */
export const languageSite = z.looseObject({ language: languageCode, isHide: flag, id });
export type LanguageSite = z.infer<typeof languageSite>;

/** GetSiteById's returnObj (spec section 3, "Site"). */
export const site = z.looseObject({
  id,
  siteId: z.nullish(id),
  title: text,
  businessId: id,
  businessType: text,
  orgId: z.nullish(id),
  tenantId: z.nullish(id),
  language: languageCode,
  sites: keptList(languageSite),
  mobileMode: text,
  viewMode: text,
  themeColor: z.nullish(colour),
  moduleWidth: z.nullish(numeric),
  backgroundColor: z.nullish(colour),
  backgroundImage: z.nullish(fileUrl),
  backgroundFill: z.nullish(z.enum(['cover', 'contain', 'repeat', 'stretch'])),
  theme: z.nullish(z.enum(['light', 'dark'])),
  isShowBrand: flag,
  loginStrong: z._default(z.boolean(), true),
  globalSetting: z.prefault(globalSetting, {}),
  shareSetting: z.nullish(shareSetting),
  componentSet: z.prefault(componentSet, {}),
  bottomNavigations: keptList(bottomNavigation),
  privacyPolicy: text,
  pcCss: text,
  pcJs: text,
  mobileCss: text,
  mobileJs: text,
  bvent: z.nullish(bvent),
});
export type Site = z.infer<typeof site>;

/** The event a site belongs to: its bvent's id, else its businessId (the gateway's key for the event's calls). */
export const eventIdOf = (site: Pick<Site, 'bvent' | 'businessId'>): string => site.bvent?.id ?? site.businessId;
