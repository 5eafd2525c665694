import { routePaths, tabBarPaths } from './routes';

/** The spec's navigation actions (section 2), with uni-app style results. */
export type NavigationApi = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack';

export interface NavigationResult<Api extends NavigationApi> {
  errMsg: `${Api}:ok`;
}

/** A refused navigation: `message` is the reason in the spec's words, `errMsg` the uni-app form. */
export class NavigationError extends Error {
  override readonly name = 'NavigationError';
  readonly errMsg: string;
  constructor(
    readonly api: NavigationApi,
    reason: string,
  ) {
    super(reason);
    this.errMsg = `${api}:fail ${reason}`;
  }
}

/** What the navigator needs from a router; `navigate` may return a promise that settles once applied. */
export interface RouterPort {
  navigate(to: string, options: { replace: boolean }): void | Promise<void>;
  /** The current location's query string, with or without its leading '?'. */
  currentSearch(): string;
  /** How many entries lie behind the current one in this app's history (0 on a fresh tab). */
  historyIndex(): number;
  goBack(delta: number): void;
}

export interface Navigator {
  navigateTo(options: { url: string }): Promise<NavigationResult<'navigateTo'>>;
  redirectTo(options: { url: string }): Promise<NavigationResult<'redirectTo'>>;
  reLaunch(options: { url: string }): Promise<NavigationResult<'reLaunch'>>;
  switchTab(options: { url: string }): Promise<NavigationResult<'switchTab'>>;
  navigateBack(options?: { delta?: number }): Promise<NavigationResult<'navigateBack'>>;
}

export const MISSING_URL = 'Missing required args: "url"';
/** Where back goes when the history is too short (spec section 2: back on a single page goes to the root). */
export const ROOT_PATH = '/';
/** A site chosen by siteId stays chosen across navigation. */
const SITE_ID_PARAM = 'siteId';
/** Only gives URL a base to resolve app paths against; never requested. */
const APP_ORIGIN = 'http://app.invalid';

const knownPaths: ReadonlySet<string> = new Set(routePaths);
const tabBar: ReadonlySet<string> = new Set(tabBarPaths);

/**
 * The navigation rules, router-agnostic. `locks` holds the targets in flight; pass one shared set
 * when several navigators serve one app, so a repeat is caught whichever component sends it.
 */
export function createNavigator(router: RouterPort, locks: Set<string> = new Set()): Navigator {
  /** Resolves an app url (relative to the router's basename) to a known route, carrying siteId over. */
  function resolve(api: NavigationApi, url: string): { path: string; href: string } {
    if (!url) throw new NavigationError(api, MISSING_URL);
    const target = new URL(url, `${APP_ORIGIN}/`);
    // Another origin is not one of our pages, whatever its path.
    if (target.origin !== APP_ORIGIN || !knownPaths.has(target.pathname)) {
      throw new NavigationError(api, `${target.origin === APP_ORIGIN ? target.pathname : url} is not found`);
    }
    const siteId = new URLSearchParams(router.currentSearch()).get(SITE_ID_PARAM);
    if (siteId && !target.searchParams.has(SITE_ID_PARAM)) target.searchParams.set(SITE_ID_PARAM, siteId);
    return { path: target.pathname, href: `${target.pathname}${target.search}${target.hash}` };
  }

  async function open<Api extends NavigationApi>(
    api: Api,
    url: string,
    replace: boolean,
    refuse: (path: string) => string | null,
  ): Promise<NavigationResult<Api>> {
    const { path, href } = resolve(api, url);
    const refusal = refuse(path);
    if (refusal) throw new NavigationError(api, refusal);
    if (locks.has(href)) throw new NavigationError(api, `locked: ${href} is already being opened`);
    locks.add(href);
    try {
      await router.navigate(href, { replace });
      // The router renders the new location in a transition; lift the lock once that has run.
      await new Promise((done) => setTimeout(done, 0));
    } finally {
      locks.delete(href);
    }
    return { errMsg: `${api}:ok` };
  }

  const noTabBar = (api: 'navigateTo' | 'redirectTo') => (path: string) =>
    tabBar.has(path) ? `can not ${api} a tabbar page` : null;

  return {
    navigateTo: ({ url }) => open('navigateTo', url, false, noTabBar('navigateTo')),
    redirectTo: ({ url }) => open('redirectTo', url, true, noTabBar('redirectTo')),
    // A browser cannot drop its history; replacing the entry is the closest to a relaunch.
    reLaunch: ({ url }) => open('reLaunch', url, true, () => null),
    switchTab: ({ url }) =>
      open('switchTab', url, true, (path) => (tabBar.has(path) ? null : 'can not switch to no-tabBar page')),
    navigateBack: async ({ delta = 1 } = {}) => {
      const steps = Number.isFinite(delta) && delta >= 1 ? Math.trunc(delta) : 1;
      if (steps > router.historyIndex()) await router.navigate(resolve('navigateBack', ROOT_PATH).href, { replace: true });
      else router.goBack(steps);
      return { errMsg: 'navigateBack:ok' };
    },
  };
}
