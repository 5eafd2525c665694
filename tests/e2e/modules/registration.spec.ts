import en from '../../../src/modules/registration/locales/en-US.json' with { type: 'json' };
import { registrationExamples } from '../../../src/modules/registration/example';
import { EVENT_PARAM, RETURN_URL_PARAM, SOURCE_MARK, SOURCE_PARAM } from '../../../src/identity/registrationHref';
import { KITCHEN_SINK } from '../../support/kitchenSink';
import { expect, test } from '../sharedPage';

const { config } = registrationExamples['en-US'];

test('the registration link carries the source mark, a same-origin return address and the event @desktop', async ({ page }) => {
  await page.goto(`/site/?siteId=${KITCHEN_SINK.siteIds['en-US']}`);
  const link = page.locator('[data-module-type="registration"]').getByRole('link', { name: config.buttonText! });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.host).toBe(new URL(config.registrationUrl!).host);
  expect(href.searchParams.get(SOURCE_PARAM)).toBe(SOURCE_MARK);
  expect(href.searchParams.get(EVENT_PARAM)).toBe(KITCHEN_SINK.bventId);
  const back = new URL(href.searchParams.get(RETURN_URL_PARAM)!);
  expect(back.origin).toBe(new URL(page.url()).origin);
  expect(back.searchParams.get('siteId')).toBe(KITCHEN_SINK.siteIds['en-US']);
});

test('the site turns on the guide tip, which the visitor can dismiss', async ({ page }) => {
  await page.goto(`/site/?siteId=${KITCHEN_SINK.siteIds['en-US']}`);
  const module = page.locator('[data-module-type="registration"]');
  const tip = module.getByRole('note');
  await tip.scrollIntoViewIfNeeded();
  await expect(tip).toHaveText(en.tip);
  await tip.getByRole('button', { name: en.dismissTip }).click();
  await expect(tip).toHaveCount(0);
  await expect(module.getByRole('link', { name: config.buttonText! })).toBeVisible();
});
