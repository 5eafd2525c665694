// A new version never strands a visitor on a stale shell (issue 13). A server of its own serves a
// copy of the build, and the test publishes a new version into that copy as a deploy would: a
// new index.html, and the service worker whose precache list names its new revision. The
// visitor's next visit offers the new version; taking the offer reloads into it, and from then
// on the copy kept for offline is the new one. No request is intercepted: the browser's own
// update check finds the new worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import texts from '../../src/shell/offline/locales/en-US.json' with { type: 'json' };
import { startServer } from '../../preview/server/server';
import { expect, test } from './support';

/** What only the new version's pages have. */
const NEW_VERSION = '<meta name="minisite-version" content="next">';

/** Deploys a new version into `dir`: its index.html changes, and so does its revision in the worker's precache list. */
function publishNewVersion(dir: string): void {
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('</head>', `${NEW_VERSION}</head>`));
  const worker = path.join(dir, 'sw.js');
  const before = fs.readFileSync(worker, 'utf8');
  const after = before.replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1next"');
  expect(after, 'the worker precaches index.html by revision').not.toBe(before);
  fs.writeFileSync(worker, after);
}

test('the next visit after a deploy offers the new version, and taking it reloads into it @desktop', async ({ browser }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.cpSync('dist', dir, { recursive: true });
  const server = await startServer({ port: 0, build: false, log: () => undefined, clientDir: dir });
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const newVersion = page.locator('meta[name="minisite-version"]');
    const prompt = page.locator('[data-update-prompt]');

    await page.goto('/site/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await expect(prompt).toHaveCount(0);

    publishNewVersion(dir);
    // Navigations go to the network first: the next visit already has the new page, and the new
    // worker, installed by the browser's own check on that visit, waits for the visitor's word.
    await page.reload();
    await expect(newVersion).toHaveCount(1);
    await expect(prompt).toContainText(texts.update.available, { timeout: 20_000 });
    await expect(page.locator('[data-module-type]').first()).toBeVisible();

    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: texts.update.reload }).click();
    await reloaded;
    await expect(page.locator('[data-module-type]').first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // What the worker keeps for the venue's dead Wi-Fi is now the new version, not the shell it replaced.
    await context.setOffline(true);
    await page.reload();
    await expect(newVersion).toHaveCount(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
