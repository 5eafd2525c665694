import { detailOf, pages, siteOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { keepForReview, pageReady, pictureLoaded, terminalOf, texts } from './ui';

const SITE = '1001';

test('the home page renders every module of its terminal, with head tags, and passes axe', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const site = siteOf(SITE);
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const detail = detailOf(home.pageId, terminal);

  await page.goto('/site/');
  await pageReady(page, detail.modules[0]!.id);
  for (const module of detail.modules) {
    await expect(page.locator(`[id="${module.id}"][data-module-type="${module.moduleType}"]`)).toBeAttached();
  }
  // Pictures come from the replay server's files: the first banner's image really loaded.
  const hero = page.locator(`[id="${detail.modules[0]!.id}"] img`).first();
  await pictureLoaded(hero);

  await expect(page).toHaveTitle(new RegExp(site.globalSetting.browserTitle!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.globalSetting.description!);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', site.shareSetting!.title!);
  await expect(page.locator('html')).toHaveAttribute('lang', site.language);

  await keepForReview(page, `home-${terminal}.png`, { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the mobile layout has a top bar and a bottom navigation; the desktop one has neither', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  await page.goto('/site/');
  const bottom = page.getByRole('navigation', { name: texts.nav.bottom });
  if (terminal === 'mobile') {
    await expect(bottom).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBe(48);
    // The bottom bar never hides the end of the page: scrolled to the end, the page and its footer end above the bar.
    await expect(page.locator('[data-site-footer]')).toBeVisible();
    // Pictures that load as the end comes into view lengthen the page: scrolled again to its new end, until it settles.
    const barTop = (await bottom.boundingBox())!.y;
    await expect.poll(() => page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.max(...[...document.querySelectorAll('#main, [data-site-footer]')].map((element) => element.getBoundingClientRect().bottom));
    })).toBeLessThanOrEqual(barTop + 1);
  } else {
    await expect(bottom).toHaveCount(0);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBeGreaterThanOrEqual(80);
  }
});
