import type { Page } from '@playwright/test';
import texts from '../../preview/workbench/locales/en-US.json' with { type: 'json' };
import { timerFields } from '../../preview/workbench/settings/fields/timer';
import { expect, expectNoSeriousA11yViolations, test } from './organiser';

test.use({ allowedConsoleErrors: ['[module-fault]'] });

// The settings panel (preview/workbench/settings/): the kitchen sink's countdown (91010110) edited
// from its schema's fields, a refused value said at its field and in the readiness check, undo,
// the hand-off held, the changes listed, and a link that carries the draft.
const KITCHEN = '/preview/?siteId=9101&pageId=910101';
const TIMER = '91010110';
const [endLabel] = timerFields.fields.endTime && 'en' in timerFields.fields.endTime ? timerFields.fields.endTime.en : [''];
const [endedLabel] = timerFields.fields.endedText && 'en' in timerFields.fields.endedText ? timerFields.fields.endedText.en : [''];

const frameOf = (page: Page) => page.frameLocator('iframe').first();

async function openCountdown(page: Page) {
  await page.goto(KITCHEN);
  await expect(frameOf(page).locator(`[id="${TIMER}"]`)).toBeVisible();
  await page.getByRole('button', { name: /^Select Countdown to opening/ }).click();
  await expect(page.getByRole('heading', { name: 'Countdown to opening' })).toBeVisible();
}

test('@desktop a module edited from its schema: the frame follows, a refused value is said at its field and holds the hand-off, undo, changes, and a link that opens the same draft', async ({ page, context }) => {
  await openCountdown(page);
  // The countdown has ended (22 October 2026): its text once the time has come is what visitors read.
  const label = page.getByLabel(endedLabel, { exact: true });
  await label.fill('Doors open in');
  await expect(frameOf(page).locator(`[id="${TIMER}"]`)).toContainText('Doors open in');

  // A refused value: said at the field in an organiser's words, the module left out in the frame with its fault card.
  const end = page.getByLabel(endLabel, { exact: true });
  await end.fill('next Tuesday');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[data-field="config.endTime"]`)).toContainText(texts.form_dateTime);
  await expect(frameOf(page).locator(`[data-fault-kind="invalid"][data-module-id="${TIMER}"]`)).toContainText('config.endTime');
  await expect(page.getByRole('tab', { name: /^Check/ })).toContainText('1');
  await expect(page.getByRole('button', { name: texts.download })).toBeDisabled();

  // Undo takes the whole word typed back (one step per field, not per key): the date is accepted again.
  await page.getByRole('button', { name: texts.undo }).click();
  await expect(end).toHaveValue('2026-10-22 09:00:00');
  await expect(end).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', { name: texts.download })).toBeEnabled();
  await expect(frameOf(page).locator(`[id="${TIMER}"]`)).toContainText('Doors open in');

  // The changes against live name the field, its old and new value; the module is marked in the outline.
  await page.getByRole('tab', { name: /^Changes/ }).click();
  await expect(page.getByRole('list', { name: texts.tab_changes })).toContainText(`${endedLabel}: “MITE 2026 is open`);
  await expect(page.getByRole('list', { name: texts.tab_changes })).toContainText('“Doors open in”');
  await expect(page.locator(`[data-module-key="${TIMER}"]`)).toContainText(texts.state_changed);
  await expectNoSeriousA11yViolations(page);

  // The address holds the draft: a colleague's window opens the same edit.
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#draft=/);
  const colleague = await context.newPage();
  await colleague.goto(page.url());
  await expect(frameOf(colleague).locator(`[id="${TIMER}"]`)).toContainText('Doors open in');
  await colleague.close();
});

test('@desktop modules added from their examples, duplicated and deleted', async ({ page }) => {
  await openCountdown(page);
  const rows = () => page.locator('[data-module-key]').count();
  const before = await rows();
  await page.getByRole('combobox', { name: texts.addModule }).selectOption('news');
  await expect(page.locator('[data-module-key="new-1"]')).toBeVisible();
  await expect(frameOf(page).locator('[id="new-1"]')).toBeVisible();
  await page.getByRole('button', { name: texts.duplicate }).click();
  await expect(page.locator('[data-module-key="new-2"]')).toBeVisible();
  expect(await rows()).toBe(before + 2);
  await page.getByRole('button', { name: texts.delete }).click();
  await expect(page.locator('[data-module-key="new-2"]')).toHaveCount(0);
  await expect(frameOf(page).locator('[id="new-2"]')).toHaveCount(0);
  expect(await rows()).toBe(before + 1);
});

test('@desktop two languages side by side scroll in step; the zoom; the shortcuts behind ?', async ({ page }) => {
  await page.goto('/preview/?siteId=1001&pageId=100101');
  await expect(page.frameLocator('iframe').first().locator('[data-module-type]').first()).toBeVisible();
  await page.getByRole('combobox', { name: texts.split }).selectOption('language');
  const beside = page.frameLocator('iframe').nth(1);
  // The same page of the other language site: the Chinese home.
  await expect(beside.locator('[data-module-type="description"]').first()).toContainText('欢迎莅临');
  const [first, second] = [page.frames()[1]!, () => page.frames().find((frame) => frame.url().includes('siteId=1002'))!];
  await expect.poll(() => second()?.evaluate(() => document.documentElement.scrollHeight > innerHeight) ?? false).toBe(true);
  await first.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => second().evaluate(() => Math.round(scrollY / (document.documentElement.scrollHeight - innerHeight) * 100))).toBeGreaterThan(90);

  await page.getByRole('combobox', { name: texts.zoomLevel }).selectOption('50');
  await expect(page.getByText(/1440 × 900 · Zoom 50%/).first()).toBeVisible();
  await page.locator('body').press('?');
  await expect(page.getByRole('heading', { name: texts.shortcuts })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: texts.shortcuts })).toHaveCount(0);
});
