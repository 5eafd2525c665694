/**
 * Every route of the product (spec section 2), relative to the router's basename /site/.
 * The navigation rules check targets against this list.
 */
export const HOME_ROUTE = '/pages/index/index';
export const PERSONAL_CENTER_ROUTE = '/pages/personal/index';
export const NOT_FOUND_ROUTE = '/pages/error/404';
export const LOGIN_ROUTE = '/pages/login/index';
export const LOGIN_CALLBACK_ROUTE = '/pages/login/callback';
export const LOGIN_SILENT_ROUTE = '/pages/login/silent';

export const routePaths = [
  '/',
  HOME_ROUTE,
  PERSONAL_CENTER_ROUTE,
  '/pages/activates/index',
  '/pages/activates/search',
  '/pages/speaker/index',
  '/pages/speaker/search/index',
  '/pages/speaker/detail/index',
  '/pages/partners/index',
  '/pages/imageTextNavigation/index',
  '/pages/picture/index',
  '/pages/picture/search/index',
  '/pages/video/index',
  '/pages/video/search/index',
  '/pages/document/index',
  '/pages/document/search/index',
  '/pages/exhibitionSchedule/index',
  '/pages/exhibitionSchedule/search',
  '/pages/exhibitionSchedule/detail',
  '/pages/second/index',
  '/pages/webview/index',
  NOT_FOUND_ROUTE,
  LOGIN_ROUTE,
  '/pages/login/mp-account',
  '/pages/login/signPath/index',
  '/pages/login/h5login',
  LOGIN_CALLBACK_ROUTE,
  LOGIN_SILENT_ROUTE,
  '/pages/login/autoLogin',
  '/pages/global-search/index',
  '/points/index',
  '/points/search',
  '/points/order/index',
  '/points/orderDetail/index',
  '/points/integral/index',
  '/points/memberCenter/index',
  '/points/401/index',
  '/points/login',
  '/subPages/news/list',
  '/subPages/news/search',
  '/subPages/news/detail',
  '/subPages/schedule/index',
  '/subPages/schedule/search/index',
  '/subPages/schedule/detail/index',
  '/subPages/shareCode/index',
  '/subPages/shareView/index',
  '/subPages/qa/index',
  '/subPages/coze/index',
] as const;

/** Pages reached from the mobile bottom navigation (the spec's tab bar). */
export const tabBarPaths = ['/', HOME_ROUTE, PERSONAL_CENTER_ROUTE] as const;
