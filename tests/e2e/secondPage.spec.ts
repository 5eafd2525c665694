// The second-level page (pages/second/index): a page-tree node's children as a navigation page,
// on the demo expo in English, whose Visit page has the child Getting There.
import type { Page } from '@playwright/test';
import texts from '../../src/pages/second/locales/en-US.json' with { type: 'json' };
import { detailOf, treeOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { keepForReview, menu, pageReady, terminalOf, texts as ui } from './ui';

const SITE = '1001';
const parent = treeOf(SITE).find((node) => node.onNavigation && node.children.some((child) => child.onNavigation))!;
const child = parent.children.find((node) => node.onNavigation)!;
const SECOND = '/site/pages/second/index';

const entries = (page: Page) => page.getByRole('navigation', { name: texts.entries.replace('{{title}}', parent.title) }).getByRole('link');

test('the phone menu opens a parent on its second-level page, whose entries open their pages @mobile', async ({ page }) => {
  await page.goto('/site/');
  const links = await menu(page, 'mobile');
  // The children stay listed in the sheet; the parent's own entry opens its second-level page.
  await expect(links.getByRole('link', { name: child.title, exact: true })).toBeVisible();
  await links.getByRole('link', { name: parent.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/site/pages/second/index\\?pageId=${parent.pageId}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.title })).toBeVisible();
  await expect(entries(page)).toHaveText([parent.title, child.title]);
  // Large touch targets.
  expect((await entries(page).first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await keepForReview(page, 'second-page.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await entries(page).filter({ hasText: child.title }).click();
  await expect(page).toHaveURL(new RegExp(`pageId=${child.pageId}`));
  await pageReady(page, detailOf(child.pageId, 'mobile').modules[0]!.id);
  // The top bar's back brings the second-level page again.
  await page.getByRole('button', { name: ui.nav.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: parent.title })).toBeVisible();
});

test('by its address, the node leads its list with its own page, and opens it', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  await page.goto(`${SECOND}?pageId=${parent.pageId}`);
  await expect(page.getByRole('heading', { level: 1, name: parent.title })).toBeVisible();
  await expect(entries(page)).toHaveText([parent.title, child.title]);
  await expectNoSeriousA11yViolations(page);
  await entries(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/site/pages/index/index\\?pageId=${parent.pageId}$`));
  await pageReady(page, detailOf(parent.pageId, terminal).modules[0]!.id);
});

const up = (page: Page) => page.getByRole('link', { name: texts.up.replace('{{title}}', ui.nav.home) });

test('keyboard only: the way up, then the entries, in order', async ({ page }, testInfo) => {
  await page.goto(`${SECOND}?pageId=${parent.pageId}`);
  await up(page).focus();
  await page.keyboard.press('Tab');
  await expect(entries(page).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(entries(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`pageId=${child.pageId}`));
  await pageReady(page, detailOf(child.pageId, terminalOf(testInfo)).modules[0]!.id);
});

test('the way back of a top-level node goes one level up, to the home page', async ({ page }) => {
  await page.goto(`${SECOND}?pageId=${parent.pageId}`);
  await up(page).click();
  await expect(page).toHaveURL(/\/site\/pages\/index\/index$/);
});

for (const address of [`${SECOND}?pageId=no-such-node`, SECOND, `${SECOND}?pageId=${child.pageId}`]) {
  test(`${address.replace(SECOND, 'the page')} says no data @desktop`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByText(ui.common.noData, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
