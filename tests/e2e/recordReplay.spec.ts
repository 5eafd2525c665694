// Record and replay (docs/fixtures.md, "Record and replay"), in the real browser: a second server instance
// stands in for the real gateway. Browsing the demo expo through a recorder writes a bundle that
// then shows the same modules on every page with that gateway stopped; a HAR captured by
// Playwright, converted with `npm run fixtures:from-har`, replays the same way.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { loadFixtureBundle } from '../../fixtures/index';
import { startServer, type RunningServer } from '../../preview/server/server';
import { ROUTES } from '../../src/site/routes';
import { bundle, detailOf, pages } from './fixtureData';
import { expect, test } from './support';
import { temporaryFolders } from '../support/temporaryFolders';

const EXPO = bundle('demo-expo').manifest.defaultSiteId;
/** Every published page of modules of the demo expo's default site. */
const PAGES = pages(EXPO)
  .filter((node) => (node.type === 'site' || node.type === 'pagemodule') && detailOf(node.pageId, 'pc').isPublish)
  .map((node) => `/site${ROUTES.home}?siteId=${EXPO}&pageId=${node.pageId}`);
const quiet = () => undefined;
const folders = temporaryFolders('recorded-');
const freshDir = () => path.join(folders.fresh(), 'demo-expo-recorded');
test.afterAll(() => folders.removeAll());

// A recording holds the gateway's replies, not the file server's pictures (their addresses are
// the real file server's); the pages still show every module.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
test.describe.configure({ mode: 'serial' });

/** The ids of the page's modules once every one is in place, in page order. */
async function moduleIds(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  await expect(page.locator('section[data-module-type]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return page.locator('section[data-module-type]').evaluateAll((sections) => sections.map((section) => section.id));
}

async function modulesOfEveryPage(browser: Browser, origin: string): Promise<string[][]> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const shown: string[][] = [];
  for (const address of PAGES) shown.push(await moduleIds(page, address));
  await context.close();
  return shown;
}

test('browsing through RECORD_FROM records the demo expo, which then replays with the gateway stopped @desktop', async ({ browser }) => {
  const gateway = await startServer({ port: 0, build: false, log: quiet });
  const dir = freshDir();
  let recorder: RunningServer | undefined;
  try {
    const original = await modulesOfEveryPage(browser, gateway.url);
    expect(original.flat().length).toBeGreaterThan(PAGES.length);

    recorder = await startServer({ port: 0, build: false, log: quiet, fixture: dir, recordFrom: gateway.url });
    expect(await modulesOfEveryPage(browser, recorder.url)).toEqual(original);
    await gateway.close();

    const recorded = loadFixtureBundle(dir);
    expect(recorded.manifest).toMatchObject({ defaultSiteId: EXPO, recorded: { from: gateway.url, by: 'RECORD_FROM' } });
    expect(recorded.replies.filter((reply) => reply.call === 'Detail').map((reply) => reply.key).sort()).toEqual(PAGES.map((address) => new URL(address, 'http://x').searchParams.get('pageId')).sort());
    expect(await modulesOfEveryPage(browser, recorder.url)).toEqual(original);
  } finally {
    await recorder?.close();
    await gateway.close().catch(() => undefined);
  }
});

test('a HAR captured by Playwright becomes a bundle that replays alone @desktop', async ({ browser }) => {
  const gateway = await startServer({ port: 0, build: false, log: quiet });
  const dir = freshDir();
  const har = path.join(path.dirname(dir), 'capture.har');
  let replay: RunningServer | undefined;
  try {
    const context = await browser.newContext({ baseURL: gateway.url, recordHar: { path: har, content: 'embed' } });
    const page = await context.newPage();
    const original: string[][] = [];
    for (const address of PAGES) original.push(await moduleIds(page, address));
    await context.close();
    await gateway.close();

    const printed = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'preview/record/fromHar.ts', har, dir], { encoding: 'utf8' });
    expect(printed).toMatch(/^\d+ replies written to /);
    replay = await startServer({ port: 0, build: false, log: quiet, fixture: dir });
    expect(replay.fixture.manifest.recorded).toMatchObject({ by: 'fixtures:from-har' });
    expect(await modulesOfEveryPage(browser, replay.url)).toEqual(original);
  } finally {
    await replay?.close();
    await gateway.close().catch(() => undefined);
  }
});
