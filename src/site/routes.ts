/**
 * Every route of the product (spec section 2 and the personal centre), relative to the
 * router's basename /site/: the one table the router, the navigation rules, module list links
 * and the sign-in pages all read. Names are the product's; the paths are the spec's.
 */
export const ROUTES = {
  root: '/',
  home: '/pages/index/index',
  personalCenter: '/pages/personal/index',
  activities: '/pages/activates/index',
  activitySearch: '/pages/activates/search',
  speakers: '/pages/speaker/index',
  speakerSearch: '/pages/speaker/search/index',
  speakerDetail: '/pages/speaker/detail/index',
  partners: '/pages/partners/index',
  imageTextNavigation: '/pages/imageTextNavigation/index',
  pictures: '/pages/picture/index',
  pictureSearch: '/pages/picture/search/index',
  videos: '/pages/video/index',
  videoSearch: '/pages/video/search/index',
  documents: '/pages/document/index',
  documentSearch: '/pages/document/search/index',
  exhibitionSchedule: '/pages/exhibitionSchedule/index',
  exhibitionScheduleSearch: '/pages/exhibitionSchedule/search',
  exhibitionScheduleDetail: '/pages/exhibitionSchedule/detail',
  second: '/pages/second/index',
  webview: '/pages/webview/index',
  notFound: '/pages/error/404',
  login: '/pages/login/index',
  mpAccount: '/pages/login/mp-account',
  signPath: '/pages/login/signPath/index',
  h5Login: '/pages/login/h5login',
  loginCallback: '/pages/login/callback',
  loginSilent: '/pages/login/silent',
  autoLogin: '/pages/login/autoLogin',
  globalSearch: '/pages/global-search/index',
  points: '/points/index',
  /** Ours: the spec names the product detail and redeem-success screens but no route for them. */
  pointsProduct: '/points/detail/index',
  pointsRedeemed: '/points/success/index',
  pointsSearch: '/points/search',
  pointsOrders: '/points/order/index',
  pointsOrderDetail: '/points/orderDetail/index',
  pointsLedger: '/points/integral/index',
  memberCenter: '/points/memberCenter/index',
  pointsForbidden: '/points/401/index',
  pointsLogin: '/points/login',
  news: '/subPages/news/list',
  newsSearch: '/subPages/news/search',
  newsDetail: '/subPages/news/detail',
  schedule: '/subPages/schedule/index',
  scheduleSearch: '/subPages/schedule/search/index',
  scheduleDetail: '/subPages/schedule/detail/index',
  shareCode: '/subPages/shareCode/index',
  shareView: '/subPages/shareView/index',
  questions: '/subPages/qa/index',
  assistant: '/subPages/coze/index',
} as const;

/** Every mall route starts here: the mall is one chunk, mounted below it (src/pages/points/PointsMall.tsx). */
export const MALL_BASE = '/points/';

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** The navigation rules check targets against this list. */
export const routePaths: readonly Route[] = Object.values(ROUTES);

/** Pages reached from the mobile bottom navigation (the spec's tab bar). */
export const tabBarPaths = [ROUTES.root, ROUTES.home, ROUTES.personalCenter] as const;
