// The conformance of the organiser's site settings (spec section 3, Site: componentSet,
// isShowBrand, privacyPolicy; the event's channelCode), as the module conformance suite is for
// module types: one table of setting, value, site and what the visitor sees, each row on and
// off, at both sizes. Each site loads once per size; its rows are steps, then axe reads the page
// with the footer in.
import type { Page } from '@playwright/test';
import type { Terminal } from '../../schemas/page';
import footerEn from '../../src/shell/footer/locales/en-US.json' with { type: 'json' };
import footerPt from '../../src/shell/footer/locales/pt-PT.json' with { type: 'json' };
import navEn from '../../src/i18n/locales/en-US/nav.json' with { type: 'json' };
import navPt from '../../src/i18n/locales/pt-PT/nav.json' with { type: 'json' };
import openingPt from '../../src/shell/opening/locales/pt-PT.json' with { type: 'json' };
import { OPENING_SECONDS } from '../../src/shell/opening/seconds';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { siteOf } from './fixtureData';
import { boxesOf, terminalOf } from './ui';

interface Site {
  siteId: string;
  footer: typeof footerEn;
  nav: typeof navEn;
}
const DEMO: Site = { siteId: '1001', footer: footerEn, nav: navEn };
const LIGHT_EN: Site = { siteId: '2001', footer: footerEn, nav: navEn };
const LIGHT_PT: Site = { siteId: '2002', footer: footerPt, nav: navPt };

interface Row {
  setting: string;
  value: string;
  site: Site;
  /** Phone-only settings (the phone's bars) name their terminal. */
  terminal?: Terminal;
  /** The row runs time itself: the page gets Playwright's clock before it loads. */
  clock?: boolean;
  sees: (page: Page, site: Site) => Promise<void>;
}

const footer = (page: Page) => page.locator('[data-site-footer]');
const privacyButton = (page: Page, site: Site) => footer(page).getByRole('button', { name: site.footer.privacyPolicy, exact: true });

/**
 * Stops the page's running clock a moment from now. The moment is read in the page; on a busy
 * machine it can be past by the time the pause arrives (a clean-clone run failed so), and is then
 * taken again further ahead: a jump of less than a second, which the opening's count allows.
 */
async function pauseSoon(page: Page) {
  for (let ahead = 50; ; ahead *= 2) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
    } catch (error) {
      if (ahead >= 800 || !String(error).includes('to the past')) throw error;
    }
  }
}

const navOffset = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--nav-offset').trim());

/**
 * Scrolls the page down past both desktop bars (UpDown: logo bar, then menu bar). The page
 * grows as its footer and later modules arrive: scrolled again to its end until it is long enough.
 */
async function scrollPastBars(page: Page, site: Site) {
  const menuBar = page.getByRole('navigation', { name: site.nav.main }).locator('..');
  const logo = page.getByRole('banner').locator('.logo');
  await expect
    .poll(() => page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    }), { message: 'scrolled past both bars' })
    .toBeGreaterThan(72 + 56);
  return { menuBar, logo };
}

const ROWS: Row[] = [
  {
    // First of its site's rows: it covers the page until skipped.
    setting: 'componentSet.h5OpenPage, openPageImgUrl',
    value: 'on',
    site: LIGHT_PT,
    terminal: 'mobile',
    clock: true,
    sees: async (page) => {
      const opening = page.getByRole('dialog', { name: openingPt.label });
      await expect(opening.locator('img')).toHaveAttribute('src', '/files/light-conference/banner-home.svg');
      // Its seconds go by under the test's clock, not the machine's.
      await pauseSoon(page);
      // The page loads behind it meanwhile.
      await expect(page.locator('#main [data-module-type]').first()).toBeAttached();
      const skip = opening.getByRole('button', { name: /^Saltar \d$/ });
      await expect(skip).toBeFocused();
      const shown = Number((await skip.textContent())!.replace(/\D/g, ''));
      await page.clock.runFor(1000);
      await expect(skip).toHaveText(openingPt.skip.replace('{{seconds}}', String(shown - 1)));
      await skip.click();
      await expect(opening).toHaveCount(0);
      await page.clock.resume();
      // At most once per visit.
      await page.reload();
      await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
      await expect(page.locator('[data-opening-page]')).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.h5OpenPage',
    value: 'off',
    site: DEMO,
    terminal: 'mobile',
    sees: async (page) => {
      await expect(page.locator('[data-opening-page]')).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.privacyPolicy',
    value: 'on, plain text',
    site: DEMO,
    sees: async (page, site) => {
      // A first visit: the notice floats over the page; its button opens the policy, and focus comes back to it.
      const notice = page.getByRole('region', { name: site.footer.notice.label });
      await expect(notice).toContainText(site.footer.notice.text);
      await notice.getByRole('button', { name: site.footer.notice.read }).click();
      const dialog = page.getByRole('dialog', { name: site.footer.privacyPolicy });
      await expect(dialog).toContainText('We use your registration details only to issue your badge');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(notice.getByRole('button', { name: site.footer.notice.read })).toBeFocused();
      await notice.getByRole('button', { name: site.footer.notice.accept }).click();
      // Then the footer's link, on every visit.
      await privacyButton(page, site).click();
      await expect(dialog).toContainText('We use your registration details only to issue your badge');
      await dialog.getByRole('button', { name: site.footer.close }).click();
      await expect(privacyButton(page, site)).toBeFocused();
    },
  },
  {
    setting: 'componentSet.privacyPolicy',
    value: 'on, organiser HTML with a script and a javascript: link',
    site: LIGHT_PT,
    sees: async (page, site) => {
      await page.getByRole('region', { name: site.footer.notice.label }).getByRole('button', { name: site.footer.notice.accept }).click();
      await privacyButton(page, site).click();
      const dialog = page.getByRole('dialog', { name: site.footer.privacyPolicy });
      await expect(dialog.getByRole('link', { name: 'na página da cimeira' })).toHaveAttribute('href', 'https://adhs.example.org/privacidade');
      await expect(dialog.getByText('Versão anterior')).not.toHaveAttribute('href', /./);
      await expect(dialog.locator('script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __privacyXss?: number }).__privacyXss)).toBeUndefined();
      await dialog.getByRole('button', { name: site.footer.close }).click();
      await expect(dialog).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.privacyPolicy',
    value: 'off',
    site: LIGHT_EN,
    sees: async (page, site) => {
      await expect(page.getByRole('button', { name: site.footer.privacyPolicy })).toHaveCount(0);
      await expect(page.locator('[data-privacy-notice]')).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.weChat, weChatId',
    value: 'on, MITE_Expo',
    site: DEMO,
    sees: async (page, site) => {
      await expect(footer(page)).toContainText(`${site.footer.weChat}: MITE_Expo`);
      await expect(footer(page).getByRole('button', { name: site.footer.copyWeChat })).toBeVisible();
    },
  },
  {
    setting: 'componentSet.weChat',
    value: 'off',
    site: LIGHT_EN,
    sees: async (page) => {
      await expect(page.locator('[data-wechat-id]')).toHaveCount(0);
    },
  },
  {
    setting: 'isShowBrand',
    value: 'on',
    site: DEMO,
    sees: async (page) => {
      await expect(footer(page).locator('.brand')).toHaveText('Macao International Trade Expo 2026');
    },
  },
  {
    setting: 'isShowBrand',
    value: 'off',
    site: LIGHT_EN,
    sees: async (page) => {
      await expect(page.locator('[data-site-footer] .brand')).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.mobileTopNav',
    value: 'on',
    site: DEMO,
    terminal: 'mobile',
    sees: async (page, site) => {
      await expect(page.getByRole('banner').getByRole('button', { name: site.nav.openMenu })).toBeVisible();
    },
  },
  {
    setting: 'componentSet.mobileTopNav',
    value: 'off',
    site: LIGHT_PT,
    terminal: 'mobile',
    sees: async (page) => {
      await expect(page.getByRole('banner')).toHaveCount(0);
      // Nothing is held for the bar that is not there: the page starts at the top.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--nav-offset').trim())).toBe('0px');
    },
  },
  {
    setting: 'componentSet.bottomNav',
    value: 'on',
    site: DEMO,
    terminal: 'mobile',
    sees: async (page, site) => {
      await expect(page.getByRole('navigation', { name: site.nav.bottom }).getByRole('link', { name: site.nav.personalCenter })).toBeVisible();
    },
  },
  {
    setting: 'componentSet.bottomNav',
    value: 'off',
    site: LIGHT_PT,
    terminal: 'mobile',
    sees: async (page, site) => {
      await expect(page.getByRole('navigation', { name: site.nav.bottom })).toHaveCount(0);
    },
  },
  {
    setting: 'componentSet.topNav.buttonGroups',
    value: 'two buttons beside sign-in: an address of the organiser\'s and a page',
    site: LIGHT_EN,
    terminal: 'pc',
    sees: async (page) => {
      const banner = page.getByRole('banner');
      const register = banner.getByRole('link', { name: 'Register', exact: true });
      await expect(register).toHaveAttribute('href', 'https://registration.example.org/adhs-2026?cc=ADHS-WEB');
      await expect(register).toHaveAttribute('target', '_blank');
      await expect(banner.getByRole('link', { name: 'How to get there' })).toHaveAttribute('href', /pageId=200103/);
    },
  },
  {
    setting: 'componentSet.topNav.secondStyle.fixed',
    value: 'on, in UpDown under a first bar that is not',
    site: LIGHT_EN,
    terminal: 'pc',
    sees: async (page, site) => {
      const { menuBar, logo } = await scrollPastBars(page, site);
      // The logo bar has gone up with the page; the menu bar stays at the top, and anchors stop below it.
      await expect.poll(async () => Math.round((await boxesOf(menuBar))[0]!.y)).toBe(0);
      expect((await boxesOf(logo))[0]!.y).toBeLessThan(0);
      expect(await navOffset(page)).toBe('56px');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    setting: 'componentSet.topNav.secondStyle.fixed',
    value: 'off',
    site: LIGHT_PT,
    terminal: 'pc',
    sees: async (page, site) => {
      const { menuBar } = await scrollPastBars(page, site);
      const [bar] = await boxesOf(menuBar);
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(0);
      expect(await navOffset(page)).toBe('0px');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    setting: 'bvent.channelCode',
    value: 'MITE-WEB',
    site: DEMO,
    sees: async (page) => {
      // A module's link out carries the event's channel code as cc (spec section 2).
      const ticket = page.getByRole('link', { name: 'Get your ticket' }).first();
      await expect(ticket).toHaveAttribute('href', 'https://tickets.example.org/mite-2026?lang=en-US&cc=MITE-WEB');
    },
  },
];

test.describe.configure({ mode: 'parallel' });

for (const site of [DEMO, LIGHT_EN, LIGHT_PT]) {
  test(`site ${site.siteId}'s settings show as set`, async ({ page }, testInfo) => {
    const terminal = terminalOf(testInfo);
    const rows = ROWS.filter((row) => row.site === site && (!row.terminal || row.terminal === terminal));
    if (rows.some((row) => row.clock)) await page.clock.install();
    await page.goto(`/site/?siteId=${site.siteId}`);
    await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
    // The footer comes once the first screen is up; a site that shows none has none to wait for.
    if (rows.some((row) => row.value.startsWith('on') && !row.terminal)) await expect(footer(page)).toBeVisible();
    for (const row of rows) await test.step(`${row.setting} ${row.value}`, () => row.sees(page, site));
    await expectNoSeriousA11yViolations(page);
  });
}

test('globalSetting.mobileOpenLink: a phone that opens the site goes to the organiser\'s mobile address, with the channel code; a desktop stays', async ({ page }, testInfo) => {
  const site = siteOf('2003');
  const mobileSite = new URL(site.globalSetting.mobileOpenLink!);
  await page.route(`${mobileSite.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ADHS mobile</title><h1>ADHS mobile</h1>' }));
  await page.goto(`/site/?siteId=${site.id}`);
  if (terminalOf(testInfo) === 'mobile') {
    await expect(page).toHaveURL(`${mobileSite.href}?cc=${site.bvent!.channelCode}`);
    // The site's entry was replaced: Back does not return to it.
    expect(await page.evaluate(() => history.length)).toBe(2);
  } else {
    await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
    await expect(page).toHaveURL(/\/site\/\?siteId=2003/);
  }
});

test('the privacy notice is acknowledged once, and stays so across a reload and in another language of the event', async ({ page }) => {
  await page.goto(`/site/?siteId=${DEMO.siteId}`);
  const notice = page.getByRole('region', { name: footerEn.notice.label });
  await notice.getByRole('button', { name: footerEn.notice.read }).click();
  await expect(page.getByRole('dialog', { name: footerEn.privacyPolicy })).toBeVisible();
  await page.keyboard.press('Escape');
  // Reading it is not agreeing: the notice stays until the visitor says OK.
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: footerEn.notice.accept }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(footer(page)).toBeVisible();
  await expect(page.locator('[data-privacy-notice]')).toHaveCount(0);
  // The Portuguese site of the same event shares the acknowledgement.
  await page.goto('/site/?siteId=1004');
  await expect(footer(page)).toBeVisible();
  await expect(page.locator('[data-privacy-notice]')).toHaveCount(0);
});

test('the opening page leaves by itself once its seconds have gone by @mobile', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/site/?siteId=${LIGHT_PT.siteId}`);
  const opening = page.getByRole('dialog', { name: openingPt.label });
  await expect(opening).toBeVisible();
  await page.clock.runFor(OPENING_SECONDS * 1000);
  await expect(opening).toHaveCount(0);
  await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
});
