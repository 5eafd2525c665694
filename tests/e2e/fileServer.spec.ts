// The configured file server (spec section 3, "Configuration per environment"; issue 30): the
// payloads' relative file addresses (pictures, posters, documents) are asked for there, while
// links to pages stay on the site. Here the file server is the same replay server under its
// other loopback name: another origin, as a real one is.
import { fixtureBundles, response } from '../../fixtures/index';
import { materialFilePage } from '../../schemas/content/material';
import { ROUTES } from '../../src/site/routes';
import { expect, test } from './support';

test('relative file addresses load from the configured file server; links to pages stay on the site @desktop', async ({ page, baseURL }) => {
  const fileServer = baseURL!.replace('127.0.0.1', 'localhost');
  await page.route('**/site/domain-config.js', async (route) => {
    const served = await route.fetch();
    await route.fulfill({ response: served, body: `${await served.text()}\nwindow.__DOMAIN_CONFIG__ = { ...window.__DOMAIN_CONFIG__, fileServer: '${fileServer}/' };\n` });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/files/')) asked.push(new URL(request.url()).origin);
  });

  await page.goto('/site/?siteId=1001');
  const hero = page.locator('[data-module-type="banner"] img').first();
  await expect(hero).toHaveAttribute('src', new RegExp(`^${fileServer}/files/demo-expo/`));
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The navigation's pages are the site's own.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Exhibitors' })).toHaveAttribute('href', /^\/site\/pages\/index\/index\?/);

  // A document opens from the file server, without the channel code a link out would carry.
  const [file] = materialFilePage.parse((response(fixtureBundles().get('demo-expo')!, 'Material', 'GetFileListInGroup', '88001_88521_1_en-US_') as { returnObj: unknown }).returnObj).list;
  await page.goto(`/site${ROUTES.documents}?siteId=1001`);
  const open = page.getByRole('link', { name: new RegExp(file!.name) });
  await expect(open).toHaveAttribute('href', `${fileServer}${file!.url}`);
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked)).toEqual(new Set([fileServer]));
});
