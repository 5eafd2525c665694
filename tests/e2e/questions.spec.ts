// The Q&A page (ours: Cms/GetQuestionList) on the demo expo: site 1001 in English, 1004 in
// Portuguese (event 88001: four groups, twelve questions; fixtures/demo-expo/manifest.json).
import type { Page } from '@playwright/test';
import en from '../../src/pages/questions/locales/en-US.json' with { type: 'json' };
import pt from '../../src/pages/questions/locales/pt-PT.json' with { type: 'json' };
import toast from '../../src/i18n/locales/en-US/toast.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { keepForReview, recordSpoken, statusSaying, texts } from './ui';

const QA = '/site/subPages/qa/index';
const ENGLISH = `${QA}?siteId=1001`;
const GROUPS = ['Tickets and registration', 'Getting there and the venue', 'Programme and sessions', 'Exhibitors and business matching'];

const searchBox = (page: Page, words = en.search) => page.getByRole('search', { name: words.landmark }).getByRole('searchbox', { name: words.label });
const groupHeadings = (page: Page) => page.locator('#main').getByRole('heading', { level: 2 });
const question = (page: Page, text: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: text }) });

test('the groups under their headings; a search narrows them, lives in the address, and Back restores the list @desktop', async ({ page }) => {
  await page.goto(ENGLISH);
  await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible();
  await expect(statusSaying(page, 'Questions: 12')).toBeVisible();
  await expect(groupHeadings(page)).toHaveText(GROUPS);
  await expect(page.locator('details[open]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await searchBox(page).fill('parking');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/site\/subPages\/qa\/index\?(?=.*siteId=1001)(?=.*keywords=parking)/);
  await expect(statusSaying(page, 'Questions found: 1')).toBeVisible();
  await expect(groupHeadings(page)).toHaveText(['Getting there and the venue']);
  await expect(page.locator('summary')).toHaveText(['Is there parking at the venue?']);
  await keepForReview(page, 'questions-search.png', { fullPage: true });

  await searchBox(page).fill('parking hologram');
  await page.getByRole('button', { name: en.search.submit }).click();
  await expect(page.getByText(texts.common.noData, { exact: true })).toBeVisible();
  await expect(statusSaying(page, 'Questions found: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(searchBox(page)).toHaveValue('parking');
  await expect(statusSaying(page, 'Questions found: 1')).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('');
  await expect(statusSaying(page, 'Questions: 12')).toBeVisible();
  await expect(groupHeadings(page)).toHaveText(GROUPS);
});

test('accents do not matter: "sessao" finds "Como sigo uma sessão?" in Portuguese @desktop', async ({ page }) => {
  await page.goto(`${QA}?siteId=1004`);
  await expect(statusSaying(page, 'Perguntas: 12')).toBeVisible();
  await searchBox(page, pt.search).fill('sessao');
  await searchBox(page, pt.search).press('Enter');
  await expect(statusSaying(page, 'Perguntas encontradas: 1')).toBeVisible();
  await expect(page.locator('summary')).toHaveText(['Como sigo uma sessão?']);
  await expect(groupHeadings(page)).toHaveText(['Programa e sessões']);
});

test('an answer opened by its own address is open, below the bar, and focused', async ({ page }) => {
  await page.goto(`${ENGLISH}&id=889041`);
  const item = question(page, 'How can I meet an exhibitor?');
  await expect(item).toHaveAttribute('open', '');
  await expect(item).toBeFocused();
  await expect(item).toContainText('business-matching zone in Hall B');
  await expect(page.locator('details[open]')).toHaveCount(1);
  // Scrolled to (the page moved), whole on screen and not under the sticky bar.
  await expect(item).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const offset = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-offset')) || 0);
  expect((await item.boundingBox())!.y).toBeGreaterThanOrEqual(offset);
  await expectNoSeriousA11yViolations(page);
});

test.describe('copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("copies the answer's own address with the copy message, and that address opens it @desktop", async ({ page }) => {
    const spoken = await recordSpoken(page);
    await page.goto(ENGLISH);
    const item = question(page, 'How do I get to the exhibition centre?');
    await item.locator('summary').click();
    await expect(item.getByRole('listitem')).toHaveText([/Light rail/, /Ferry/, /Shuttle buses/]);
    await expect(item.getByRole('link', { name: 'map and timetables' })).toHaveAttribute('href', 'https://www.example.com/mite-2026/getting-there');
    await item.getByRole('button', { name: en.copyLinkTo.replace('{{question}}', 'How do I get to the exhibition centre?') }).click();
    await expect.poll(spoken).toContainEqual(expect.stringContaining(toast.copySuccess));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`${ENGLISH}&id=889021`, page.url()).href);

    await page.goto(copied);
    await expect(question(page, 'How do I get to the exhibition centre?')).toHaveAttribute('open', '');
    await expect(question(page, 'How do I get to the exhibition centre?')).toBeFocused();
  });
});

test('a bad reply says what failed in the visitor\'s language, and Try again loads the questions @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('[call-fault]');
  let faults = 1;
  await page.route('**/api/ClientResponsiveSiteAggregator/Cms/GetQuestionList', (route) =>
    faults-- > 0 ? route.fulfill({ json: { isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: { groups: 'not a list' } } }) : route.continue(),
  );
  await page.goto(ENGLISH);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(texts.errors.gateway.invalid);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: texts.common.retry }).click();
  await expect(statusSaying(page, 'Questions: 12')).toBeVisible();
  await expect(groupHeadings(page)).toHaveText(GROUPS);
});

test('keyboard only: search, Tab to a question, open it with Enter, Tab to its copy link @desktop', async ({ page }) => {
  await page.goto(ENGLISH);
  await expect(statusSaying(page, 'Questions: 12')).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.type('wi-fi');
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, 'Questions found: 1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.search.submit })).toBeFocused();
  await page.keyboard.press('Tab');
  const summary = page.locator('summary', { hasText: 'Is there Wi-Fi at the venue?' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, 'Is there Wi-Fi at the venue?')).toHaveAttribute('open', '');
  await expect(page.getByText('join the network MITE-2026')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.copyLinkTo.replace('{{question}}', 'Is there Wi-Fi at the venue?') })).toBeFocused();
});
