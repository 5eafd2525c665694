// The points mall's product screens end to end, signed in through the real provider as demo
// (Gold, 1,200 points at the start; fixtures/demo-expo/pointsMall.json). Redemptions change the
// mall's state, so the spec has a server of its own, and each test measures from the balance it
// finds: both projects may run in one worker against the same server.
import type { Page } from '@playwright/test';
import mall from '../../../src/machines/pointsMall/locales/en-US.json' with { type: 'json' };
import products from '../../../src/pages/points/products/locales/en-US.json' with { type: 'json' };
import points from '../../../src/pages/points/locales/en-US.json' with { type: 'json' };
import { DEMO, ownStrongServer } from '../auth/strongSupport';
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { statusSaying, texts } from '../ui';

const server = ownStrongServer();
/** The demo expo in English. */
const SITE = '1001';
const mallAddress = (path: string) => `${server().url}/site${path}${path.includes('?') ? '&' : '?'}siteId=${SITE}`;
/** The first load of the mall's chunk after sign-in: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };
/** The notebook: 30 points, no limit, stock 50: every redemption here takes it. */
const NOTEBOOK = { id: '88718', name: 'Notebook', price: 30 };

/** Opens a mall screen signed out, signs in from the mall's notice through the provider, and lands back on it. */
async function signInAt(page: Page, path: string) {
  await page.goto(mallAddress(path));
  await expect(page).toHaveURL(/\/site\/points\/login\?/, FIRST_LOAD);
  await expect(page.getByRole('status').filter({ hasText: texts.errors.notLoggedIn })).toBeVisible();
  await page.getByRole('button', { name: points.login.action, exact: true }).click();
  await page.locator('#username').fill(DEMO.userName);
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button.primary[type="submit"]').click();
  // Back on the screen, inside the mall: the sign-in has been stored.
  await expect(page.getByRole('navigation', { name: points.nav.label })).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).pathname).toBe(`/site${path.split('?')[0]}`);
}

const available = (page: Page) => page.locator('[data-points-summary] [data-figure="availablePoint"]');
const readNumber = async (page: Page, locator: ReturnType<Page['locator']>) => Number((await locator.textContent())!.replace(/\D/g, ''));

/** The available balance /points/index shows, once shown. */
async function balanceOnIndex(page: Page): Promise<number> {
  await page.goto(mallAddress('/points/index'));
  await expect(available(page)).toHaveText(/^\d{1,3}(,\d{3})*$/, FIRST_LOAD);
  return readNumber(page, available(page));
}

const card = (page: Page, id: string) => page.locator(`li[data-merchandise="${id}"]`);
const dialog = (page: Page) => page.getByRole('dialog', { name: mall.redeem.confirm });

test('a signed-out visitor on /points/index is asked to sign in and comes back to it; every status has its label @desktop', async ({ page }) => {
  await signInAt(page, '/points/index');
  await expect(page).toHaveURL(new RegExp(`/site/points/index\\?siteId=${SITE}$`), FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: products.index.title })).toBeVisible();
  await expect(statusSaying(page, products.search.found.replace('{{number}}', '9'))).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[data-points-summary] [data-figure="gradeName"]')).toHaveText(points.summary.grade.replace('{{grade}}', 'Gold'));
  const labels = { 88711: mall.status.normal, 88712: mall.status.soldOut, 88714: mall.status.haveLimit, 88715: mall.status.readonly };
  for (const [id, label] of Object.entries(labels)) await expect(card(page, id).locator('[data-status]')).toHaveText(label);
  await expect(card(page, '88711').locator('[data-figure="exchangeLimit"]')).toHaveText(mall.reason.limit.replace('{{limit}}', '5'));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText(texts.common.noMore)).toBeVisible();
  await expect(card(page, '88719').locator('[data-status]')).toHaveText(mall.status.gradeRequired);
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width).toBe(0);
});

test('search: the box on the index opens /points/search with the words; the finds end in no more items @desktop', async ({ page }) => {
  await signInAt(page, '/points/index');
  const box = page.getByRole('search', { name: products.search.landmark }).getByRole('searchbox', { name: products.search.label });
  await box.fill('note', FIRST_LOAD);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/site/points/search\\?siteId=${SITE}&keyword=note$`));
  await expect(page.getByRole('heading', { level: 1, name: products.search.title })).toBeVisible();
  await expect(statusSaying(page, products.search.found.replace('{{number}}', '1'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NOTEBOOK.name })).toBeVisible();
  await expect(page.getByText(texts.common.noMore)).toBeVisible();
});

test('redeem end to end: the confirm asks first, cancelling sends nothing, confirming opens success and the balance falls by the price @desktop', async ({ page }) => {
  await signInAt(page, '/points/index');
  const before = await balanceOnIndex(page);

  await page.getByRole('button', { name: 'Load more' }).click();
  await card(page, NOTEBOOK.id).getByRole('link', { name: NOTEBOOK.name }).click();
  await expect(page).toHaveURL(new RegExp(`/site/points/detail/index\\?siteId=${SITE}&id=${NOTEBOOK.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeVisible();
  const redeem = page.getByRole('button', { name: mall.status.normal, exact: true });
  await expectNoSeriousA11yViolations(page);

  // No: nothing is sent and focus comes back to the button.
  await redeem.click();
  await expect(dialog(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog(page).getByRole('button', { name: products.redeem.cancel }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(redeem).toBeFocused();

  // Yes: one claim, then the success screen with what it took and the balance after.
  const claims: string[] = [];
  page.on('request', (request) => request.url().endsWith('/PointsClaimPrizeItem') && claims.push(request.postData() ?? ''));
  await redeem.click();
  await dialog(page).getByRole('button', { name: products.redeem.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: mall.redeem.success })).toBeVisible();
  await expect(page).toHaveURL(/\/site\/points\/success\/index\?siteId=1001&orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await expect(page.locator('[data-figure="points"]')).toHaveText(products.facts.points.replace('{{number}}', String(NOTEBOOK.price)));
  await expect(page.locator('[data-figure="availablePoint"]')).toHaveText(products.facts.points.replace('{{number}}', (before - NOTEBOOK.price).toLocaleString('en-US')));
  await expect(page.getByRole('link', { name: products.success.order })).toHaveAttribute('href', `/site/points/orderDetail/index?siteId=${SITE}&id=${orderId}`);
  await expectNoSeriousA11yViolations(page);
  expect(claims).toHaveLength(1);

  // A reload reads the order again: the same screen, no second claim.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: mall.redeem.success })).toBeVisible(FIRST_LOAD);
  expect(claims).toHaveLength(1);

  await page.getByRole('link', { name: products.backToMall }).click();
  await expect(available(page)).toHaveText((before - NOTEBOOK.price).toLocaleString('en-US'));
});

test('a double click on confirm makes one order @desktop', async ({ page }) => {
  await signInAt(page, `/points/detail/index?id=${NOTEBOOK.id}`);
  await expect(page.getByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeVisible();
  const before = await balanceOnIndex(page);
  await page.goto(mallAddress(`/points/detail/index?id=${NOTEBOOK.id}`));
  const claims: string[] = [];
  page.on('request', (request) => request.url().endsWith('/PointsClaimPrizeItem') && claims.push(request.postData() ?? ''));
  await page.getByRole('button', { name: mall.status.normal, exact: true }).click(FIRST_LOAD);
  await dialog(page).getByRole('button', { name: products.redeem.confirm }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: mall.redeem.success })).toBeVisible();
  expect(claims).toHaveLength(1);
  expect(await balanceOnIndex(page)).toBe(before - NOTEBOOK.price);
});
