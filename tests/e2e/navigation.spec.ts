import { detailOf, pageByTitle, pages, treeOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import zhNav from '../../src/i18n/locales/zh-CN/nav.json' with { type: 'json' };
import { appLive, menu, pageReady, terminalOf, texts } from './ui';

const SITE = '1001';

// The sheet is a popover the server writes closed into the page (src/shell/MenuDrawer.tsx): the
// browser opens it, closes it on Escape and gives focus back; the app closes it when a link is followed.
test('the phone’s menu by keyboard: Enter opens it, Tab goes into it, Escape closes it with focus back on its button; a page followed in it closes it; axe finds nothing serious @mobile', async ({ page }) => {
  const target = treeOf(SITE).find((node) => node.onNavigation && node.sort !== 0 && node.children.length === 0 && node.type === 'pagemodule')!;
  await page.goto('/site/');
  await appLive(page);
  const button = page.getByRole('banner').getByRole('button', { name: texts.nav.openMenu });
  const sheet = page.getByRole('dialog', { name: texts.nav.main });
  await expect(sheet).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('combobox', { name: texts.nav.language })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await sheet.getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`pageId=${target.pageId}`));
  await expect(sheet).toBeHidden();
});

test('the menu opens another page', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const target = treeOf(SITE).find((node) => node.onNavigation && node.sort !== 0 && node.children.length === 0 && node.type === 'pagemodule')!;
  await page.goto('/site/');
  const links = await menu(page, terminal);
  await links.getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`pageId=${target.pageId}`));
  await pageReady(page, detailOf(target.pageId, terminal).modules[0]!.id);
  if (terminal === 'pc') {
    await expect(page.getByRole('banner').getByRole('link', { name: target.title, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('a child page opens from its parent, by keyboard on desktop', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const parent = treeOf(SITE).find((node) => node.children.length > 0)!;
  const child = parent.children[0]!;
  await page.goto('/site/');
  if (terminal === 'pc') {
    await appLive(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: new RegExp(parent.title) });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('banner').getByRole('link', { name: child.title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
  } else {
    const links = await menu(page, terminal);
    await links.getByRole('link', { name: child.title, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`pageId=${child.pageId}`));
  await pageReady(page, detailOf(child.pageId, terminal).modules[0]!.id);
});

test('an anchor in the address scrolls its module into view', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const visit = pageByTitle(SITE, 'Visit');
  const anchor = detailOf(visit.pageId, terminal).modules.find((module) => module.moduleType === 'description')!;
  await page.goto(`/site/pages/index/index?pageId=${visit.pageId}&anchor=${anchor.id}`);
  const module = page.locator(`[id="${anchor.id}"]`);
  // Once every module above it has loaded, the anchored module sits just below the sticky bar.
  await module.waitFor();
  await expect(page.locator('.module-skeleton')).toHaveCount(0);
  const offset = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-offset')));
  await expect.poll(() => module.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(offset);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(module).toBeFocused();
});

test('a payload link to a module of another page lands on that module', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const banner = detailOf(home.pageId, terminal).modules.find((module) => module.moduleType === 'banner')!;
  const link = (banner as unknown as { config: { link: { linkPageId: string; anchor: string } } }).config.link;
  await page.goto('/site/');
  await page.locator(`[id="${banner.id}"] a[href*="anchor=${link.anchor}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`pageId=${link.linkPageId}&anchor=${link.anchor}`));
  await expect(page.locator(`[id="${link.anchor}"]`)).toBeInViewport();
});

test('an unknown route opens the 404 page, which leads home @desktop', async ({ page }) => {
  await page.goto('/site/pages/no/such/route');
  await expect(page).toHaveURL(/\/site\/pages\/error\/404$/);
  await expect(page.getByRole('heading', { name: texts.errors.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: texts.errors.notFound.home }).click();
  await expect(page).toHaveURL(/\/site\/?$/);
});

test('back on a one-page history goes to the root; the siteId stays @mobile', async ({ page }) => {
  const other = treeOf('1002').find((node) => node.sort !== 0 && node.type === 'pagemodule')!;
  await page.goto(`/site/pages/index/index?pageId=${other.pageId}&siteId=1002`);
  await page.getByRole('button', { name: zhNav.back }).click();
  await expect(page).toHaveURL(/\/site\/?\?siteId=1002$/);
});

test('the bottom navigation switches to the personal centre, which asks a signed-out visitor to log in @mobile', async ({ page }) => {
  await page.goto('/site/');
  const bottom = page.getByRole('navigation', { name: texts.nav.bottom });
  await bottom.getByRole('link', { name: texts.nav.personalCenter }).click();
  await expect(page.getByText(texts.errors.notLoggedIn)).toBeVisible();
  await bottom.getByRole('link', { name: texts.nav.home }).click();
  await expect(page.locator('[data-module-type]').first()).toBeVisible();
});

test('an anchor to a module that is not on the page tells the visitor @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('[anchor]');
  const visit = pageByTitle(SITE, 'Visit');
  await page.goto(`/site/pages/index/index?pageId=${visit.pageId}&anchor=no-such-module`);
  await expect(page.getByRole('status')).toContainText(texts.errors.moduleNotFound);
});

