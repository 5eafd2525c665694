// The event's own calls outside the aggregator (spec section 7, issue 30): its languages narrow
// the language switcher, and a signed-in visitor finds its intellectual-property statement in
// the footer. Neither call's failure costs the visitor anything else on the page.
import type { Page } from '@playwright/test';
import footerEn from '../../src/shell/footer/locales/en-US.json' with { type: 'json' };
import footerPt from '../../src/shell/footer/locales/pt-PT.json' with { type: 'json' };
import { DEMO, PROVIDER_FAVICON, signIn } from './auth/strongSupport';
import { expectTranslated, FAULT_CONSOLE_ERRORS, FAULTS, inPortuguese, placeFault, settled, shortenRequestLimit } from './faultMatrix';
import { eventLanguagesOf, intellectualPropertyOf, siteOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { menu, terminalOf, texts } from './ui';

/** The long-text event lists no traditional Chinese; its site keeps a version in it. */
const LONG_TEXT = siteOf('9501');
const QUERY_LANGUAGES = '**/api/ClientAggregator/Outside/QueryLanguages/*';

const offered = async (page: Page) => {
  const options = (await menu(page, terminalOf(test.info()))).getByLabel(texts.nav.language).locator('option');
  return { options, values: () => options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value)) };
};

test('the language switcher offers the site\'s versions in the languages its event has', async ({ page }) => {
  const listed = eventLanguagesOf(LONG_TEXT.businessId);
  const expected = LONG_TEXT.sites.filter((entry) => !entry.isHide && listed.includes(entry.language)).map((entry) => entry.language);
  expect(expected.length, 'the event leaves out one of the site\'s versions').toBe(LONG_TEXT.sites.length - 1);
  await page.goto(`/site/?siteId=${LONG_TEXT.id}`);
  const { options, values } = await offered(page);
  await expect(options).toHaveCount(expected.length);
  expect(await values()).toEqual(expected);
});

test('when the event\'s languages do not come, the switcher offers every visible version of the site', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500 .*QueryLanguages/);
  let refused = 0;
  await page.route(QUERY_LANGUAGES, (route) => {
    refused += 1;
    return route.fulfill({ status: 500, body: '' });
  });
  await page.goto(`/site/?siteId=${LONG_TEXT.id}`);
  const { options, values } = await offered(page);
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(page.locator('[data-error-kind]')).toHaveCount(0);
  await expect(options).toHaveCount(LONG_TEXT.sites.filter((entry) => !entry.isHide).length);
  expect((await values()).sort()).toEqual(LONG_TEXT.sites.map((entry) => entry.language).sort());
});

test.describe('the intellectual-property statement', () => {
  test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });

  test('a signed-in visitor reads the event\'s statement from the footer, sanitised; signed out, or for an event without one, there is none', async ({ page }, testInfo) => {
    const terminal = terminalOf(testInfo);
    const demo = siteOf('1001');
    const statement = intellectualPropertyOf(demo.businessId)!;
    const footer = page.locator('[data-site-footer]');
    const button = footer.getByRole('button', { name: footerEn.intellectualProperty, exact: true });
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/GetIntellectualPropertyByBventId')) asked += 1;
    });

    await page.goto(`/site/?siteId=${demo.id}`);
    await expect(footer.getByRole('button', { name: footerEn.privacyPolicy, exact: true })).toBeVisible();
    await expect(button).toHaveCount(0);
    expect(asked, 'signed out, the call (auth) is not made').toBe(0);

    await signIn(page, `/site/?siteId=${demo.id}`, terminal, DEMO);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: statement.title! });
    await expect(dialog).toContainText('IP complaints desk');
    await expect(dialog.getByRole('link', { name: 'online complaint form' })).toHaveAttribute('href', 'https://mite-expo.example.org/ip-complaints');
    await expect(dialog.locator('img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __ipInjected?: boolean }).__ipInjected)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // The kitchen-sink event has none: the gateway answers null, and the page is as it was.
    const answered = page.waitForResponse((response) => response.url().includes('/9001/GetIntellectualPropertyByBventId'));
    await page.goto('/site/?siteId=9101');
    expect((await (await answered).json()).returnObj).toBeNull();
    await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: footerEn.intellectualProperty })).toHaveCount(0);
    await expect(page.locator('[data-error-kind]')).toHaveCount(0);
  });

  test('every fault kind on the statement leaves the page and its footer as they were; once it is gone, the statement comes @desktop', async ({ page, allowConsoleErrors }) => {
    test.setTimeout(FAULTS.length * 15_000);
    allowConsoleErrors(...FAULT_CONSOLE_ERRORS);
    await inPortuguese(page);
    // Signed in on the English site, the visitor reads the Portuguese one (the session is the origin's).
    await signIn(page, '/site/?siteId=1001', 'pc', DEMO);
    await expect(page.locator('[data-site-footer]').getByRole('button', { name: footerEn.intellectualProperty, exact: true })).toBeVisible();
    await page.goto('/site/?siteId=1004');
    const footer = page.locator('[data-site-footer]');
    const statementButton = footer.getByRole('button', { name: footerPt.intellectualProperty, exact: true });
    await expect(statementButton).toBeVisible();
    for (const fault of FAULTS) {
      const where = `GetIntellectualPropertyByBventId, ${fault.name}`;
      const placed = await placeFault(page, (url) => url.pathname.endsWith('/GetIntellectualPropertyByBventId'), fault);
      const restoreRequestLimit = fault.kind === 'timeout' ? await shortenRequestLimit(page) : null;
      await page.reload();
      await restoreRequestLimit?.();
      await expect.poll(placed.answered, { message: `${where}: the call was made` }).toBeGreaterThan(0);
      await settled(page);
      await expect(footer.getByRole('button', { name: footerPt.privacyPolicy, exact: true }), where).toBeVisible();
      await expect(statementButton, where).toHaveCount(0);
      await expect(page.locator('[data-error-kind]'), where).toHaveCount(0);
      await expectTranslated(page, where);
      await placed.remove();
    }
    await page.reload();
    await expect(statementButton).toBeVisible();
  });
});
