// Every route of the product (spec section 2, src/site/routes.ts) is served: opened by its
// address alone, none falls through to the 404 page. Detail pages opened without an id say
// what is missing on their own page. Whether a route is served does not depend on the window's
// size: the desktop project checks it (layoutShift.spec.ts opens every route at both sizes).
import { ROUTES } from '../../src/site/routes';
import { bundle } from './fixtureData';
import { expect, test } from './support';

/** Pages that only pass through: the sign-in returns finish and leave at once. */
const PASSING_THROUGH = new Set<string>([ROUTES.loginCallback, ROUTES.loginSilent]);

/** The login pages on the cookie-mode conference: in strong mode they hand over to the provider at once. */
const LOGIN = new Set<string>([ROUTES.login, ROUTES.mpAccount, ROUTES.signPath, ROUTES.h5Login, ROUTES.autoLogin]);

function addressOf(route: string): string {
  const site = bundle(LOGIN.has(route) ? 'cookie-conference' : 'kitchen-sink').manifest.defaultSiteId;
  // h5login names its site by pageId (spec section 2).
  return `/site${route}?${route === ROUTES.h5Login ? 'pageId' : 'siteId'}=${site}`;
}

/** The route has rendered into the page column: a route that fell through renders there only on the 404 page. */
const rendered = (page: import('@playwright/test').Page) => page.locator('#main > *').first().waitFor();

test.describe.configure({ mode: 'parallel' });

for (const route of Object.values(ROUTES)) {
  if (route === ROUTES.notFound || PASSING_THROUGH.has(route)) continue;
  test(`@desktop ${route} is served`, async ({ page }) => {
    await page.goto(addressOf(route));
    await rendered(page);
    expect(new URL(page.url()).pathname).not.toBe(`/site${ROUTES.notFound}`);
  });
}
