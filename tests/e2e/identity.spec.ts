import personal from '../../src/identity/locales/en-US.json' with { type: 'json' };
import { detailOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { pageReady, terminalOf, texts } from './ui';

// The About page of the demo expo holds three modules restricted by authority (see the bundle's
// manifest); the light conference's Programme page is for attendees only.
const ABOUT = '100105';
const PROGRAMME = '200102';
const isRestricted = (module: Record<string, unknown>) => module.authorityType === 'identity' || module.authorityType === 'login';

test('a signed-out visitor sees the public modules and no restricted one, with no gap where they would be', async ({ page }, testInfo) => {
  const modules = detailOf(ABOUT, terminalOf(testInfo)).modules;
  const restricted = modules.filter(isRestricted);
  const visible = modules.filter((module) => !isRestricted(module));
  expect(restricted.length).toBeGreaterThan(0);
  await page.goto(`/site/pages/index/index?pageId=${ABOUT}`);
  await pageReady(page, visible.at(-1)!.id);
  await expect(page.locator('[data-module-type]')).toHaveCount(visible.length);
  for (const module of restricted) await expect(page.locator(`[id="${module.id}"]`)).toHaveCount(0);
  // The module before the hidden ones and the footer after them are neighbours on the page.
  const ids = await page.locator('[data-module-type]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(visible.map((module) => module.id));
});

test('an attendee-only page asks a signed-out visitor to log in instead of showing its modules @desktop', async ({ page }) => {
  await page.goto(`/site/pages/index/index?pageId=${PROGRAMME}&siteId=2001`);
  const state = page.getByRole('status').filter({ hasText: texts.errors.notLoggedIn });
  await expect(state).toBeVisible();
  await expect(state.getByRole('button', { name: texts.nav.login })).toBeVisible();
  await expect(page.locator('[data-module-type]')).toHaveCount(0);
  await expect(page.getByText(personal.access.notParticipant)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
