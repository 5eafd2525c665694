// The search across the site on the kitchen sink (event 9001; its navigation turns the search on
// for speakers, sessions, news, pictures, videos, documents and partners). Chinese is found in either script, Portuguese without accents.
import type { Page } from '@playwright/test';
import common from '../../src/i18n/locales/en-US/common.json' with { type: 'json' };
import en from '../../src/pages/globalSearch/locales/en-US.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { statusSaying, terminalOf, texts } from './ui';

const SEARCH = '/site/pages/global-search/index';
const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox');
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const found = (count: number) => en.search.found.replace('{{number}}', String(count));

async function search(page: Page, keyword: string) {
  await searchBox(page).fill(keyword);
  await searchBox(page).press('Enter');
}

test('from the navigation: one box, results grouped by kind with counts, each opening its page, Back brings the search', async ({ page }, testInfo) => {
  await page.goto('/site/?siteId=9101');
  const bar = terminalOf(testInfo) === 'pc' ? page.getByRole('banner') : page.locator('header').first();
  await bar.getByRole('link', { name: texts.nav.search }).click();
  await expect(page).toHaveURL(/\/site\/pages\/global-search\/index\?siteId=9101$/);
  await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible();
  await expect(page.getByText("One search looks through the event's speakers, sessions, news, pictures, videos, documents, and partners.")).toBeVisible();

  await search(page, 'chen wei');
  await expect(page).toHaveURL(/keyword=chen(\+|%20)wei/);
  // Chen Wei the speaker, and the three sessions Chen Wei speaks at.
  await expect(statusSaying(page, found(4))).toBeVisible();
  await expect(section(page, 'Speakers (1)').getByRole('link')).toHaveText(['Chen Wei']);
  await expect(section(page, 'Sessions (3)').getByRole('link')).toHaveText([
    'Workshop: exporting food to the Greater Bay Area',
    'Cross-border e-commerce roundtable',
    'Greater Bay Area multimodal logistics forum',
  ]);
  await expect(section(page, /^Partners/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await section(page, 'Sessions (3)').getByRole('link', { name: 'Cross-border e-commerce roundtable' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border e-commerce roundtable' })).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('chen wei');
  await section(page, 'Speakers (1)').getByRole('link', { name: 'Chen Wei' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chen Wei' })).toBeVisible();
});

test('a query in simplified Chinese finds traditional text, and the other way round @desktop', async ({ page }) => {
  const converter: string[] = [];
  page.on('request', (request) => void (/\/t2cn-[\w-]+\.js$/.test(request.url()) && converter.push(request.url())));
  // A search in Latin letters needs no converter: it loads with the first Chinese search only.
  await page.goto(`${SEARCH}?siteId=9103&keyword=chen`);
  await expect(page.getByRole('region', { name: /^嘉賓/ }).getByRole('link')).toHaveText(['陳偉']);
  expect(converter).toEqual([]);
  // The Hong Kong site's programme and partners are written in traditional characters only.
  await page.goto(`${SEARCH}?siteId=9103&keyword=${encodeURIComponent('跨境电商')}`);
  await expect(page.getByRole('region', { name: /^議程/ }).getByRole('link')).toHaveText(['跨境電商圓桌']);
  expect(converter).toHaveLength(1);
  await search(page, '澳门贸易');
  await expect(page.getByRole('region', { name: /^合作夥伴/ }).getByRole('link')).toHaveText(['澳門貿易促進局']);
  await expectNoSeriousA11yViolations(page);

  // The simplified site, searched in traditional characters.
  await page.goto(`${SEARCH}?siteId=9102&keyword=${encodeURIComponent('綠色能源論壇')}`);
  await expect(page.getByRole('region', { name: /^议程/ }).getByRole('link')).toHaveText(['绿色能源论坛：储能与氢能']);
});

test('Portuguese is found without its accents @desktop', async ({ page }) => {
  const sessions = page.getByRole('region', { name: /^Sessões/ }).getByRole('link');
  await page.goto(`${SEARCH}?siteId=9104&keyword=${encodeURIComponent('cerimónia abertura')}`);
  await expect(sessions.first()).toHaveText('Cerimónia de Abertura da MITE 2026');
  const accented = await sessions.allTextContents();
  await search(page, 'CERIMONIA abertura');
  await expect(sessions).toHaveText(accented);
});

test('a story is found by a word of its summary and opens its page @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}?siteId=9101&keyword=shuttle`);
  const news = section(page, 'News (1)');
  await expect(news.getByRole('link')).toHaveText(['Free shuttle buses to the border crossings during the fair']);
  await news.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free shuttle buses to the border crossings during the fair' })).toBeVisible();
});

test('files are found by name or group and open as the modules open them: a picture or video itself, a document in the viewer @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}?siteId=9101&keyword=hall`);
  const pictures = section(page, /^Pictures/).getByRole('link');
  // 'Exhibition halls' is a group: its pictures are found by its name.
  await expect(section(page, 'Pictures (6)')).toBeVisible();
  await expect(pictures.first()).toHaveText('Hall A on opening morning');
  await expect(pictures.first()).toHaveAttribute('target', '_blank');
  await expect(section(page, 'Videos (1)').getByRole('link')).toHaveText(['Three-minute hall tour']);
  // The second page of a group of documents is read too.
  await search(page, 'floor plan');
  const plan = section(page, 'Documents (1)').getByRole('link');
  await expect(plan).toHaveText(['Venue floor plan']);
  expect(await plan.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
});

test('nothing found says no data @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}?siteId=9101&keyword=zzyzx`);
  await expect(statusSaying(page, found(0))).toBeVisible();
  await expect(page.getByText(common.noData, { exact: true })).toBeVisible();
});

test('a kind whose reply fails says so with a retry; the other kinds still answer @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/, '[call-fault]');
  let failing = true;
  await page.route('**/Speaker/QuerySpeakerList', (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await page.goto(`${SEARCH}?siteId=9101&keyword=chen`);
  const speakers = section(page, en.kinds.speaker);
  await expect(speakers.getByRole('alert')).toBeVisible();
  await expect(section(page, /^Sessions/).getByRole('link').first()).toBeVisible();
  failing = false;
  await speakers.getByRole('button', { name: common.retry }).click();
  await expect(section(page, 'Speakers (1)').getByRole('link')).toHaveText(['Chen Wei']);
});

test('keyboard only: search, Tab to the first result, open it with Enter @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}?siteId=9101`);
  await searchBox(page).focus();
  await page.keyboard.type('roundtable');
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, found(1))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('search').getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Cross-border e-commerce roundtable' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border e-commerce roundtable' })).toBeVisible();
});
