// The picture, video and document search pages on the demo expo in English (event 88001; the
// replay server records the keyword searches 'hall', 'tour', 'guide' and 'zebra'), and the
// search link of the kitchen-sink modules' list pages.
import type { Page } from '@playwright/test';
import pages from '../../src/pages/files/locales/en-US.json' with { type: 'json' };
import material from '../../src/modules/shared/material/locales/en-US.json' with { type: 'json' };
import picture from '../../src/modules/picture/locales/en-US.json' with { type: 'json' };
import video from '../../src/modules/video/locales/en-US.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { keepForReview, statusSaying, texts } from './ui';

type Kind = 'picture' | 'video' | 'document';
const SEARCH = (kind: Kind) => `/site/pages/${kind}/search/index`;
const named = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);
const found = (kind: Kind, number: number) => named(pages[kind].search.found, { number: String(number) });

const searchBox = (page: Page, kind: Kind) =>
  page.getByRole('search', { name: pages[kind].search.landmark }).getByRole('searchbox', { name: pages[kind].search.label });

async function search(page: Page, kind: Kind, keyword: string) {
  await searchBox(page, kind).fill(keyword);
  await searchBox(page, kind).press('Enter');
}

test('pictures: a keyword search in the address, tabs for the groups with finds, the preview, and Back restores the search @desktop', async ({ page }) => {
  await page.goto(SEARCH('picture'));
  await expect(page.getByRole('heading', { level: 1, name: pages.picture.search.title })).toBeVisible();
  await expect(statusSaying(page, found('picture', 6))).toBeVisible();

  await search(page, 'picture', 'hall');
  await expect(page).toHaveURL(/\/site\/pages\/picture\/search\/index\?keyword=hall$/);
  await expect(statusSaying(page, found('picture', 3))).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Exhibition halls', 'Forum stage']);
  await expectNoSeriousA11yViolations(page);
  await keepForReview(page, 'picture-search.png', { fullPage: true });

  const thumbnail = page.getByRole('button', { name: named(picture.open, { name: 'Hall B food pavilion' }) });
  await thumbnail.click();
  const preview = page.getByRole('dialog', { name: named(picture.preview, { name: 'Hall B food pavilion' }) });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('2 / 2')).toBeVisible();
  await preview.getByRole('button', { name: picture.zoomIn }).click();
  await expect(preview.locator('img')).toHaveAttribute('data-scale', '1.5');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(thumbnail).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/site\/pages\/picture\/search\/index$/);
  await expect(searchBox(page, 'picture')).toHaveValue('');
  await expect(statusSaying(page, found('picture', 6))).toBeVisible();
  await page.goForward();
  await expect(searchBox(page, 'picture')).toHaveValue('hall');
  await expect(statusSaying(page, found('picture', 3))).toBeVisible();
});

test('videos: a keyword search, the found video in the player, and Back brings every video again @desktop', async ({ page }) => {
  await page.goto(SEARCH('video'));
  await expect(statusSaying(page, found('video', 3))).toBeVisible();
  await page.getByRole('button', { name: named(video.choose, { name: 'Opening ceremony highlights' }) }).click();
  await expect(page.getByRole('group', { name: named(video.player, { name: 'Opening ceremony highlights' }) })).toBeVisible();

  await search(page, 'video', 'tour');
  await expect(page).toHaveURL(/\?keyword=tour$/);
  await expect(statusSaying(page, found('video', 1))).toBeVisible();
  const player = page.getByRole('group', { name: named(video.player, { name: 'Venue tour' }) });
  await expect(player.locator('video')).toHaveAttribute('src', '/files/demo-expo/teaser.webm');
  await player.getByRole('button', { name: video.play }).last().click();
  await expect.poll(() => player.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(searchBox(page, 'video')).toHaveValue('');
  await expect(statusSaying(page, found('video', 3))).toBeVisible();
});

test('documents: a keyword search, each found document opening the file in a new tab, and Back restores @desktop', async ({ page }) => {
  await page.goto(`${SEARCH('document')}?keyword=guide`);
  await expect(searchBox(page, 'document')).toHaveValue('guide');
  await expect(statusSaying(page, found('document', 3))).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Exhibitor guides', 'Visitor information']);
  const open = page.getByRole('link', { name: 'Open Logistics guide (new tab)' });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  const href = (await open.getAttribute('href'))!;
  expect(href).toBe(new URL('/files/demo-expo/docs/9321-5.pdf', page.url()).href);
  expect((await page.request.get(href)).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Visitor information' }).click();
  await expect(page.getByRole('link', { name: 'Open Visitor guide (new tab)' })).toBeVisible();

  await search(page, 'document', 'zebra');
  await expect(statusSaying(page, found('document', 0))).toBeVisible();
  await page.goBack();
  await expect(searchBox(page, 'document')).toHaveValue('guide');
  await expect(statusSaying(page, found('document', 3))).toBeVisible();
});

for (const kind of ['picture', 'video', 'document'] as const) {
  test(`${kind}s: a search without matches says no data @desktop`, async ({ page }) => {
    await page.goto(`${SEARCH(kind)}?keyword=zebra`);
    await expect(statusSaying(page, found(kind, 0))).toBeVisible();
    await expect(page.getByText(texts.common.noData, { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a bad reply shows the translated error with a retry that searches again @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('[call-fault]');
  let broken = true;
  await page.route('**/Material/GetFileListInGroup', async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ isSuccess: true, returnObj: { total: 1, list: 'not a list' } }) });
  });
  await page.goto(`${SEARCH('picture')}?keyword=hall`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(texts.errors.gateway.invalid);
  await expectNoSeriousA11yViolations(page);
  broken = false;
  await alert.getByRole('button', { name: texts.common.retry }).click();
  await expect(statusSaying(page, found('picture', 3))).toBeVisible();
});

test('keyboard only: search, reach the group tabs, switch group with an arrow, open a picture and come back to it @desktop', async ({ page }) => {
  await page.goto(SEARCH('picture'));
  await expect(statusSaying(page, found('picture', 6))).toBeVisible();
  await searchBox(page, 'picture').focus();
  await page.keyboard.type('hall');
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, found('picture', 3))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: pages.picture.search.submit })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Exhibition halls' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Forum stage' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  const thumbnail = page.getByRole('button', { name: named(picture.open, { name: 'Main hall forum stage' }) });
  await expect(thumbnail).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: named(picture.preview, { name: 'Main hall forum stage' }) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(thumbnail).toBeFocused();
});

test('each material module’s list page links to the search of its groups @desktop', async ({ page }) => {
  // The kitchen sink in English: picture 91010107, video 91010108 and document 91010109 on page 910101.
  const modules = { picture: ['91010107', 10], video: ['91010108', 4], document: ['91010109', 10] } as const;
  for (const kind of ['picture', 'video', 'document'] as const) {
    const [moduleId, count] = modules[kind];
    await page.goto(`/site/pages/${kind}/index?siteId=9101&pageId=910101&moduleId=${moduleId}`);
    await page.getByRole('link', { name: material.search[kind] }).click();
    await expect(page).toHaveURL(new RegExp(`/site/pages/${kind}/search/index\\?(?=.*siteId=9101)(?=.*pageId=910101)(?=.*moduleId=${moduleId})`));
    await expect(page.getByRole('heading', { level: 1, name: pages[kind].search.title })).toBeVisible();
    await expect(statusSaying(page, found(kind, count))).toBeVisible();
  }
});
