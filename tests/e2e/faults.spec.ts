import type { Route } from '@playwright/test';
import { detailOf } from './fixtureData';
import { expect, test } from './support';
import { asShell } from './serverShell';
import { menu, pageReady, terminalOf, texts } from './ui';

const FAULTY_SITE = '3001';
const FAULTY_PAGE = '300101';
const BAD_MODULES = ['30010103', '30010104'];

test.describe('with the service worker taking the page', () => {
  // The page registers its worker after the first screen and the worker claims it: the batch
  // leaves through a page it controls, as a returning visitor's does.
  test.use({ serviceWorkers: 'allow' });

  test('one unknown and one invalid module leave every other module standing, and are reported', async ({ page, request, allowConsoleErrors }, testInfo) => {
    allowConsoleErrors('[module-fault]');
    const terminal = terminalOf(testInfo);
    const run = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
    await page.goto(`/site/?siteId=${FAULTY_SITE}&run=${run}`);

    const modules = detailOf(FAULTY_PAGE, terminal).modules;
    for (const module of modules.filter((entry) => !BAD_MODULES.includes(entry.id))) {
      await expect(page.locator(`[id="${module.id}"]`)).toBeVisible();
    }
    for (const id of BAD_MODULES) await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);

    // enableReport is on in the embedded default: both faults reach the report endpoint, once each,
    // in the batch the page sends as it goes away. The batching code comes with the first report,
    // and the page hands it the reports once it has run: a page left before then keeps them for
    // the tab's next page (which about:blank is not). Importing the same code resolves after the
    // page's own import has, so the reports are in the batch when the page leaves.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/reportBatch-')))).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(async () => {
      const batching = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/reportBatch-'))!;
      await import(/* @vite-ignore */ batching.name);
    });
    await page.goto('about:blank');
    await expect
      .poll(async () => {
        const reports = (await (await request.get('/preview/api/reports')).json()) as { href: string; detail: { moduleId: string } }[];
        return reports.filter((entry) => entry.href.includes(run)).map((entry) => entry.detail.moduleId).sort();
      })
      .toEqual([...BAD_MODULES].sort());
  });
});

test('the preview shows a card for each bad module with its id, type and issue paths @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('[module-fault]');
  await page.goto(`/preview/site/?siteId=${FAULTY_SITE}`);
  const unknown = page.locator(`[role="alert"][data-module-id="${BAD_MODULES[0]}"]`);
  const invalid = page.locator(`[role="alert"][data-module-id="${BAD_MODULES[1]}"]`);
  await expect(unknown).toContainText('hologram');
  await expect(invalid).toContainText('banner');
  await expect(invalid).toContainText('config.fileUrl');
});

interface Fault {
  name: string;
  answer: (route: Route) => Promise<void>;
  message: string;
}

const faults: Fault[] = [
  { name: 'a 500 reply', answer: (route) => route.fulfill({ status: 500, body: '' }), message: texts.errors.gateway.status },
  {
    name: 'malformed JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"isSuccess": tr' }),
    message: texts.errors.gateway.invalid,
  },
  {
    name: 'isSuccess false',
    answer: (route) => route.fulfill({ json: { isSuccess: false, businessMessage: 'This page is being edited', returnObj: null } }),
    message: 'This page is being edited',
  },
  { name: 'a dropped connection', answer: (route) => route.abort('connectionreset'), message: texts.errors.gateway.network },
];

for (const fault of faults) {
  test(`${fault.name} for the page shows a translated message, keeps the navigation, and recovers on retry`, async ({ page, allowConsoleErrors }, testInfo) => {
    allowConsoleErrors('Failed to load resource', '[call-fault]');
    const terminal = terminalOf(testInfo);
    // The server's own call met the fault too: the page comes as the shell, and the browser asks.
    await asShell(page);
    await page.route('**/api/ClientResponsiveSiteAggregator/Page/Detail', fault.answer);
    await page.goto('/site/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fault.message);
    // The rest of the page still works: the menu opens.
    const links = await menu(page, terminal);
    await expect(links.getByRole('link').first()).toBeVisible();
    if (terminal === 'mobile') await page.keyboard.press('Escape');

    await page.unroute('**/api/ClientResponsiveSiteAggregator/Page/Detail');
    await alert.getByRole('button', { name: texts.common.retry }).click();
    await expect(page.locator('[data-module-type]').first()).toBeVisible();
  });
}

test('a failing site load shows a full-page message with a retry that recovers', async ({ page, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors('Failed to load resource', '[call-fault]');
  let failures = 1;
  await asShell(page);
  await page.route('**/Site/GetSiteById', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
  await page.goto('/site/');
  await expect(page.getByRole('alert')).toContainText(texts.errors.gateway.status);
  await page.getByRole('button', { name: texts.common.retry }).click();
  await pageReady(page, detailOf('100101', terminalOf(testInfo)).modules[0]!.id);
});
