import { describe, expect, it, vi } from 'vitest';
import { MISSING_URL, NavigationError, createNavigator, type RouterPort } from '../../src/site/navigation';
import { ROUTES } from '../../src/site/routes';

/** A fake router: records what it was asked to do (the edge of the unit under test). */
function setUp({ search = '', depth = 0 }: { search?: string; depth?: number } = {}) {
  const router = {
    navigate: vi.fn<RouterPort['navigate']>(),
    currentSearch: () => search,
    historyIndex: () => depth,
    goBack: vi.fn<RouterPort['goBack']>(),
  };
  return { router, nav: createNavigator(router) };
}

async function refusal(promise: Promise<unknown>): Promise<NavigationError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NavigationError);
  return error as NavigationError;
}

describe('navigation: arguments', () => {
  it.each(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const)('%s requires a url', async (api) => {
    const { router, nav } = setUp();
    const error = await refusal(nav[api]({ url: '' }));
    expect(error.message).toBe(MISSING_URL);
    expect(error.message).toBe('Missing required args: "url"');
    expect(error.errMsg).toBe(`${api}:fail Missing required args: "url"`);
    await refusal(nav[api]({} as { url: string }));
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const)('%s refuses an unknown page', async (api) => {
    const { router, nav } = setUp();
    const error = await refusal(nav[api]({ url: '/pages/nowhere/index?x=1' }));
    expect(error.message).toBe('/pages/nowhere/index is not found');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('refuses an address on another origin even when its path is one of ours', async () => {
    const { router, nav } = setUp();
    const error = await refusal(nav.navigateTo({ url: 'https://elsewhere.example/pages/speaker/index' }));
    expect(error.message).toContain('is not found');
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe('navigation: tab bar', () => {
  it.each(['navigateTo', 'redirectTo'] as const)('%s cannot open a tab-bar page', async (api) => {
    const { router, nav } = setUp();
    for (const url of ['/', ROUTES.home, `${ROUTES.personalCenter}?a=1`]) {
      const error = await refusal(nav[api]({ url }));
      expect(error.errMsg).toBe(`${api}:fail can not ${api} a tabbar page`);
    }
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('switchTab opens a tab-bar page, replacing the entry', async () => {
    const { router, nav } = setUp();
    await expect(nav.switchTab({ url: ROUTES.personalCenter })).resolves.toEqual({ errMsg: 'switchTab:ok' });
    expect(router.navigate).toHaveBeenCalledWith(ROUTES.personalCenter, { replace: true });
  });

  it('switchTab refuses a page that is not on the tab bar', async () => {
    const { router, nav } = setUp();
    const error = await refusal(nav.switchTab({ url: '/pages/speaker/index' }));
    expect(error.errMsg).toBe('switchTab:fail can not switch to no-tabBar page');
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe('navigation: the four actions', () => {
  it('navigateTo pushes a new entry', async () => {
    const { router, nav } = setUp();
    await expect(nav.navigateTo({ url: '/pages/speaker/index' })).resolves.toEqual({ errMsg: 'navigateTo:ok' });
    expect(router.navigate).toHaveBeenCalledWith('/pages/speaker/index', { replace: false });
  });

  it('redirectTo replaces the entry', async () => {
    const { router, nav } = setUp();
    await expect(nav.redirectTo({ url: '/pages/speaker/index' })).resolves.toEqual({ errMsg: 'redirectTo:ok' });
    expect(router.navigate).toHaveBeenCalledWith('/pages/speaker/index', { replace: true });
  });

  it('reLaunch replaces the entry, tab-bar pages included', async () => {
    const { router, nav } = setUp();
    await expect(nav.reLaunch({ url: `${ROUTES.home}?pageId=2` })).resolves.toEqual({ errMsg: 'reLaunch:ok' });
    expect(router.navigate).toHaveBeenCalledWith(`${ROUTES.home}?pageId=2`, { replace: true });
  });
});

describe('navigation: query and site', () => {
  it('preserves the query of the target', async () => {
    const { router, nav } = setUp();
    await nav.reLaunch({ url: '/pages/index/index?pageId=2&anchor=m1' });
    expect(router.navigate).toHaveBeenCalledWith('/pages/index/index?pageId=2&anchor=m1', { replace: true });
  });

  it('carries the current siteId over to a target that has none', async () => {
    const { router, nav } = setUp({ search: '?siteId=42&pageId=9' });
    await nav.reLaunch({ url: '/pages/index/index?pageId=2&anchor=m1' });
    const [to] = router.navigate.mock.calls[0]!;
    const target = new URL(to, 'http://x');
    expect(target.pathname).toBe('/pages/index/index');
    expect(Object.fromEntries(target.searchParams)).toEqual({ pageId: '2', anchor: 'm1', siteId: '42' });
  });

  it("keeps the target's own siteId", async () => {
    const { router, nav } = setUp({ search: 'siteId=42' });
    await nav.navigateTo({ url: '/pages/speaker/index?siteId=7' });
    expect(router.navigate).toHaveBeenCalledWith('/pages/speaker/index?siteId=7', { replace: false });
  });
});

describe('navigation: lock', () => {
  it('rejects a repeat to the same url while the first is in flight, then releases', async () => {
    const { router, nav } = setUp();
    const first = nav.navigateTo({ url: '/pages/speaker/index' });
    const error = await refusal(nav.navigateTo({ url: '/pages/speaker/index' }));
    expect(error.message).toContain('locked');
    expect(error.errMsg).toContain('navigateTo:fail locked');
    await expect(first).resolves.toEqual({ errMsg: 'navigateTo:ok' });
    expect(router.navigate).toHaveBeenCalledTimes(1);

    await expect(nav.navigateTo({ url: '/pages/speaker/index' })).resolves.toEqual({ errMsg: 'navigateTo:ok' });
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });

  it('locks per url: another page may open meanwhile', async () => {
    const { router, nav } = setUp();
    await Promise.all([nav.navigateTo({ url: '/pages/speaker/index' }), nav.redirectTo({ url: '/pages/partners/index' })]);
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });

  it('holds the lock until a router that answers with a promise has applied the navigation', async () => {
    const { router, nav } = setUp();
    let apply = () => {};
    router.navigate.mockImplementationOnce(() => new Promise<void>((done) => (apply = done)));
    const first = nav.navigateTo({ url: '/pages/speaker/index' });
    await new Promise((done) => setTimeout(done, 5));
    await refusal(nav.navigateTo({ url: '/pages/speaker/index' }));
    apply();
    await first;
    await expect(nav.navigateTo({ url: '/pages/speaker/index' })).resolves.toEqual({ errMsg: 'navigateTo:ok' });
  });

  it('releases the lock when the router throws', async () => {
    const { router, nav } = setUp();
    router.navigate.mockImplementationOnce(() => {
      throw new Error('router down');
    });
    await expect(nav.navigateTo({ url: '/pages/speaker/index' })).rejects.toThrow('router down');
    await expect(nav.navigateTo({ url: '/pages/speaker/index' })).resolves.toEqual({ errMsg: 'navigateTo:ok' });
  });
});

describe('navigation: back', () => {
  it('goes back by delta within the history', async () => {
    const { router, nav } = setUp({ depth: 3 });
    await expect(nav.navigateBack({ delta: 2 })).resolves.toEqual({ errMsg: 'navigateBack:ok' });
    expect(router.goBack).toHaveBeenCalledWith(2);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('goes back one step by default', async () => {
    const { router, nav } = setUp({ depth: 1 });
    await nav.navigateBack();
    expect(router.goBack).toHaveBeenCalledWith(1);
  });

  it('goes to the root, keeping the site, on a single-page history', async () => {
    const { router, nav } = setUp({ search: '?siteId=42', depth: 0 });
    await expect(nav.navigateBack()).resolves.toEqual({ errMsg: 'navigateBack:ok' });
    expect(router.goBack).not.toHaveBeenCalled();
    expect(router.navigate).toHaveBeenCalledWith('/?siteId=42', { replace: true });
  });

  it('goes to the root when delta reaches beyond the history', async () => {
    const { router, nav } = setUp({ depth: 2 });
    await nav.navigateBack({ delta: 5 });
    expect(router.goBack).not.toHaveBeenCalled();
    expect(router.navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
