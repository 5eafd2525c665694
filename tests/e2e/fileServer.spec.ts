// The configured file server (spec section 3, "Configuration per environment"; issue 30): the
// payloads' relative file addresses (pictures, posters, documents) are asked for there, while
// links to pages stay on the site. Here the file server is a replay server of its own under its
// other loopback name: another origin, as a real one is, named by the deployment's configuration
// (FILE_SERVER), which the server's own head and the browser's domain config both read.
import { fixtureBundles, response } from '../../fixtures/index';
import { materialFilePage } from '../../schemas/content/material';
import { startServer, type RunningServer } from '../../preview/server/server';
import { ROUTES } from '../../src/site/routes';
import { freePort } from '../support/listening';
import { expect, test } from './support';
import { pictureLoaded } from './ui';

let server: RunningServer;
let fileServer: string;
test.beforeAll(async () => {
  const port = await freePort();
  fileServer = `http://localhost:${port}`;
  server = await startServer({ port, build: false, oidc: false, log: () => undefined, fileServer: `${fileServer}/` });
});
test.afterAll(() => server?.close());

test('relative file addresses load from the configured file server; links to pages stay on the site @desktop', async ({ page }) => {
  const baseURL = server.url;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/files/')) asked.push(new URL(request.url()).origin);
  });

  await page.goto(`${baseURL}/site/?siteId=1001`);
  const hero = page.locator('[data-module-type="banner"] img').first();
  await expect(hero).toHaveAttribute('src', new RegExp(`^${fileServer}/files/demo-expo/`));
  await pictureLoaded(hero);
  // The navigation's pages are the site's own.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Exhibitors' })).toHaveAttribute('href', /^\/site\/pages\/index\/index\?/);

  // A document opens from the file server, without the channel code a link out would carry.
  const [file] = materialFilePage.parse((response(fixtureBundles().get('demo-expo')!, 'Material', 'GetFileListInGroup', '88001_88521_1_en-US_') as { returnObj: unknown }).returnObj).list;
  await page.goto(`${baseURL}/site${ROUTES.documents}?siteId=1001`);
  const open = page.getByRole('link', { name: new RegExp(file!.name) });
  await expect(open).toHaveAttribute('href', `${fileServer}${file!.url}`);
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked)).toEqual(new Set([fileServer]));
});
