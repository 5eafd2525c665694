// Sharing: the one share sheet every share button opens where the browser has no share sheet of
// its own (copy link, a QR code of the link), the system's sheet where it has one, the visitor's
// code (subPages/shareCode) and what a shared link opens (subPages/shareView).
import type { Page } from '@playwright/test';
import { authUserCodeOf } from '../../preview/server/shareCode';
import toastTexts from '../../src/i18n/locales/en-US/toast.json' with { type: 'json' };
import sheetTexts from '../../src/platform/share/locales/en-US.json' with { type: 'json' };
import sharePages from '../../src/pages/share/locales/en-US.json' with { type: 'json' };
import sessionPages from '../../src/pages/schedule/locales/en-US.json' with { type: 'json' };
import { PROVIDER_FAVICON } from './auth/strongSupport';
import { siteOf } from './fixtureData';
import { expectQrCodeOf } from './qrCode';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { keepForReview, menu, pictureLoaded, recordSpoken, texts } from './ui';

const SESSION_PAGE = '/site/subPages/schedule/detail/index?siteId=9101&id=805';
const SESSION = { title: 'Green Energy Forum: storage and hydrogen', topic: 'What comes next for low-carbon supply chains' };
const SHARE_VIEW = '/site/subPages/shareView/index';
const SHARE_CODE = '/site/subPages/shareCode/index';
/** The first load of a session page fetches the programme's four days: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };

const sheet = (page: Page) => page.getByRole('dialog', { name: sheetTexts.title });
const sessionShareButton = (page: Page) => page.getByRole('group', { name: sessionPages.detail.actions }).getByRole('button', { name: sessionPages.detail.share });
const withoutSystemSheet = (page: Page) => page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));

async function openSessionPage(page: Page) {
  await page.goto(SESSION_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: SESSION.title })).toBeVisible(FIRST_LOAD);
}

test.describe('the share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('without a system share sheet, the button opens ours: the link as text and as a QR code, copied with the copy message @desktop', async ({ page }) => {
    await withoutSystemSheet(page);
    const spoken = await recordSpoken(page);
    await openSessionPage(page);
    const url = new URL(SESSION_PAGE, page.url()).href;
    await sessionShareButton(page).click();

    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByText(SESSION.title, { exact: true })).toBeVisible();
    await expect(sheet(page).getByText(url, { exact: true })).toBeVisible();
    await expectQrCodeOf(sheet(page).getByRole('img', { name: sheetTexts.qr }), url);
    // The page behind does not scroll while the sheet is up.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await keepForReview(page, 'share-sheet.png');
    await expectNoSeriousA11yViolations(page);

    await sheet(page).getByRole('button', { name: sheetTexts.copyLink }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect.poll(spoken).toContain(`${toastTexts.success}${toastTexts.copySuccess}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(sessionShareButton(page)).toBeFocused();
  });

  test('by keyboard: the sheet opens on its first action, Tab stays inside, Escape closes it and focus returns to the button @desktop', async ({ page }) => {
    await withoutSystemSheet(page);
    await openSessionPage(page);
    await sessionShareButton(page).focus();
    await page.keyboard.press('Enter');
    const copy = sheet(page).getByRole('button', { name: sheetTexts.copyLink });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet(page).getByRole('button', { name: sheetTexts.close })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toHaveCount(0);
    await expect(sessionShareButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("where the browser has a share sheet, it gets the session's title, topic and page, and ours stays shut @desktop", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      const share = (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      };
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: share });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    await openSessionPage(page);
    await sessionShareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: SESSION.title, text: SESSION.topic, url: new URL(SESSION_PAGE, page.url()).href }]);
    await expect(sheet(page)).toHaveCount(0);
  });

  test("the menu's share hands out the share view of the page in view, which leads back to it @mobile", async ({ page }) => {
    await withoutSystemSheet(page);
    const spoken = await recordSpoken(page);
    await openSessionPage(page);
    await (await menu(page, 'mobile')).getByRole('button', { name: texts.nav.share }).click();
    const link = await sheet(page).locator('[data-share-url]').textContent();
    const shared = new URL(link!);
    expect(`${shared.origin}${shared.pathname}`).toBe(new URL(SHARE_VIEW, page.url()).href);
    expect(shared.searchParams.get('path')).toBe(SESSION_PAGE);
    await expectQrCodeOf(sheet(page).getByRole('img', { name: sheetTexts.qr }), shared.href);

    // Copying closes the sheet and the menu, so the message is seen and spoken over the page.
    await sheet(page).getByRole('button', { name: sheetTexts.copyLink }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(spoken).toContain(`${toastTexts.success}${toastTexts.copySuccess}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.href);

    await page.goto(shared.href);
    await page.getByRole('link', { name: sharePages.view.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: SESSION.title })).toBeVisible(FIRST_LOAD);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(SESSION_PAGE);
  });
});

test.describe('the share view', () => {
  const expo = siteOf('1001');
  const share = expo.shareSetting!;

  test("shows the site's share title, description and picture, with a way into the site @desktop", async ({ page }) => {
    await page.goto(`${SHARE_VIEW}?siteId=1001`);
    await expect(page.getByRole('heading', { level: 1, name: share.title! })).toBeVisible();
    await expect(page.getByText(share.desc!, { exact: true })).toBeVisible();
    const picture = page.locator('#main img').first();
    await expect(picture).toHaveAttribute('src', share.h5Img!);
    await pictureLoaded(picture);
    await expect(page).toHaveTitle(new RegExp(`^${share.title!}`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', share.title!);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', share.desc!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(share.h5Img!, page.url()).href);
    await keepForReview(page, 'share-view.png', { fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // No page named: the organiser's share path.
    await page.getByRole('link', { name: sharePages.view.enter }).click();
    await expect(page).toHaveURL(new URL(share.path!, page.url()).href);
    await expect(page.locator('[data-module-type]').first()).toBeVisible();
  });

  for (const hostile of ['https://evil.example/site/pages/index/index', '//evil.example/site/', '/\\evil.example/site/', 'javascript:alert(document.domain)', '/api/report']) {
    test(`refuses ${hostile} as the page to go on to, and says so @desktop`, async ({ page }) => {
      await page.goto(`${SHARE_VIEW}?siteId=1001&path=${encodeURIComponent(hostile)}`);
      await expect(page.getByRole('status').filter({ hasText: sharePages.view.refused })).toBeVisible();
      await expect(page.getByRole('link', { name: sharePages.view.open })).toHaveCount(0);
      const way = page.getByRole('link', { name: sharePages.view.enter });
      await expect(way).toHaveAttribute('href', share.path!);
      await way.click();
      await expect(page).toHaveURL(new URL(share.path!, page.url()).href);
    });
  }
});

test.describe('the share code', () => {
  test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });

  test('signed out: the not-logged-in text, and signing in comes back to the code, shown large enough to scan with its text @desktop', async ({ page }) => {
    await page.goto(SHARE_CODE);
    await expect(page.getByRole('heading', { level: 1, name: sharePages.code.title })).toBeVisible();
    const prompt = page.getByRole('status').filter({ hasText: texts.errors.notLoggedIn });
    await expect(prompt).toBeVisible();
    await expect(page.locator('[data-visitor-code]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await prompt.getByRole('button', { name: texts.nav.login }).click();
    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('demo1234');
    await page.locator('button.primary[type="submit"]').click();

    await expect(page).toHaveURL(new RegExp(`${SHARE_CODE}$`));
    const code = authUserCodeOf('acct-7f3a9c01-demo', siteOf('1001').bvent!.id);
    await expect(page.locator('[data-visitor-code]')).toHaveText(code);
    await expectQrCodeOf(page.getByRole('img', { name: sharePages.code.qr }), code, 240);
    await keepForReview(page, 'share-code.png', { fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('a reply that is not a code says so in words, with a retry that loads it @desktop', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors('[call-fault]');
    let broken = true;
    await page.route('**/api/weixin/miniapp/v1/getAuthUserCode', async (route) => {
      if (!broken) return route.continue();
      await route.fulfill({ json: { isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: { code: '   ' } } });
    });
    await page.goto(SHARE_CODE);
    await page.getByRole('status').getByRole('button', { name: texts.nav.login }).click();
    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('demo1234');
    await page.locator('button.primary[type="submit"]').click();
    const failure = page.getByRole('alert').filter({ hasText: sharePages.code.failed });
    await expect(failure).toBeVisible();
    broken = false;
    await failure.getByRole('button', { name: texts.common.retry }).click();
    await expect(page.locator('[data-visitor-code]')).toHaveText(authUserCodeOf('acct-7f3a9c01-demo', siteOf('1001').bvent!.id));
  });
});
