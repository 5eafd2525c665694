import zhNav from '../../src/i18n/locales/zh-CN/nav.json' with { type: 'json' };
import { detailOf, pageByCommonId, pageByTitle, siteOf } from './fixtureData';
import { expect, test } from './sharedPage';
import { menu, pageReady, terminalOf, texts } from './ui';

const ENGLISH = '1001';

test('switching language changes the UI and the content, lands on the same page, and survives a reload', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const chinese = siteOf(ENGLISH).sites.find((entry) => entry.language === 'zh-CN')!;
  const exhibitors = pageByTitle(ENGLISH, 'Exhibitors');
  const chineseExhibitors = pageByCommonId(chinese.id, exhibitors.commonPageId!);
  const chineseModule = detailOf(chineseExhibitors.pageId, terminal).modules[0]!;

  await page.goto(`/site/pages/index/index?pageId=${exhibitors.pageId}`);
  await pageReady(page, detailOf(exhibitors.pageId, terminal).modules[0]!.id);
  const controls = await menu(page, terminal);
  await controls.getByLabel(texts.nav.language).selectOption('zh-CN');

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(new RegExp(`siteId=${chinese.id}`));
  await pageReady(page, chineseModule.id);
  await expect(page.locator(`[data-page-id="${chineseExhibitors.pageId}"]`)).toBeVisible();
  // The UI speaks Chinese too, not only the content.
  const uiLabel = terminal === 'pc' ? page.getByRole('navigation', { name: zhNav.main }) : page.getByRole('button', { name: zhNav.openMenu });
  await expect(uiLabel).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await pageReady(page, chineseModule.id);

  // An address that names no site opens the language chosen last.
  await page.goto('/site/');
  await expect(page).toHaveURL(new RegExp(`siteId=${chinese.id}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(uiLabel).toBeVisible();
});

test('the switcher offers every visible language of the site', async ({ page }, testInfo) => {
  const site = siteOf(ENGLISH);
  await page.goto('/site/');
  const controls = await menu(page, terminalOf(testInfo));
  const visible = site.sites.filter((entry) => !entry.isHide).map((entry) => entry.language);
  const options = controls.getByLabel(texts.nav.language).locator('option');
  await expect(options).toHaveCount(visible.length);
  const values = await options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  expect(values.sort()).toEqual(visible.sort());
});
