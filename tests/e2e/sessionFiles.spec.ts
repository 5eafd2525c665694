// A session's files and a file group's sub-groups (spec section 7: the schedule-group file calls;
// section 3: File group children; issue 30): the session's page lists its slides, and a group
// with sub-groups offers all of them or one.
import type { Page } from '@playwright/test';
import { fileGroups, materialFilePage } from '../../schemas/content/material';
import { fixtureBundles, response } from '../../fixtures/index';
import material from '../../src/modules/shared/material/locales/en-US.json' with { type: 'json' };
import schedulePages from '../../src/pages/schedule/locales/en-US.json' with { type: 'json' };
import { ROUTES } from '../../src/site/routes';
import { expect, expectNoSeriousA11yViolations, test } from './support';

const demo = fixtureBundles().get('demo-expo')!;
const returnObj = (call: string, key: string) => (response(demo, 'Material', call, key) as { returnObj: unknown }).returnObj;
const sessionFiles = (id: string) => materialFilePage.parse(returnObj('GetFileListInScheduleGroup', `88001_${id}_1_en-US_`)).list;
const withSubGroups = fileGroups.parse(returnObj('GetGroupList', '88001_1_en-US')).find((group) => group.children.length > 0)!;

const filesSection = (page: Page) => page.getByRole('region', { name: schedulePages.detail.files });
const rowNames = (page: Page) => page.locator('#main li .name').allTextContents();

test('a session\'s page lists its files, each opening in the file viewer', async ({ page }) => {
  const files = sessionFiles('88101');
  await page.goto(`/site${ROUTES.scheduleDetail}?siteId=1001&id=88101`);
  const section = filesSection(page);
  await expect(section.getByRole('listitem')).toHaveCount(files.length);
  await expect(section.locator('.name')).toHaveText(files.map((file) => file.name));
  const open = section.getByRole('link', { name: new RegExp(files[0]!.name) });
  await expect(open).toHaveAttribute('href', new RegExp(`${files[0]!.url.replaceAll('/', '\\/').replaceAll('.', '\\.')}$`));
  await expect(open).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
});

test('a session without files shows no files section @desktop', async ({ page }) => {
  const answered = page.waitForResponse((reply) => reply.url().endsWith('/Material/GetFileListInScheduleGroup'));
  await page.goto(`/site${ROUTES.scheduleDetail}?siteId=1001&id=88103`);
  expect((await (await answered).json()).returnObj.list).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(filesSection(page)).toHaveCount(0);
  await expect(page.locator('[data-error-kind]')).toHaveCount(0);
});

test('a file group with sub-groups shows all of them, or one sub-group\'s files, as the visitor chooses', async ({ page }) => {
  const all = materialFilePage.parse(returnObj('GetFileListInGroupAndScheduleGroup', `88001_${[withSubGroups.groupId, ...withSubGroups.children.map((child) => child.groupId)].join('-')}_1_en-US_`)).list;
  const first = withSubGroups.children[0]!;
  await page.goto(`/site${ROUTES.documents}?siteId=1001`);
  await page.getByRole('tab', { name: withSubGroups.groupName }).click();
  const choices = page.getByRole('group', { name: material.subGroups.replace('{{group}}', withSubGroups.groupName) });
  await expect(choices.getByRole('button')).toHaveText([material.allOfGroup, ...withSubGroups.children.map((child) => child.groupName)]);
  await expect(choices.getByRole('button', { name: material.allOfGroup })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rowNames(page)).toEqual(all.map((file) => file.name));

  // By keyboard: the sub-group's button, then its files alone.
  await choices.getByRole('button', { name: material.allOfGroup }).focus();
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('button', { name: first.groupName })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choices.getByRole('button', { name: first.groupName })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rowNames(page)).toEqual(sessionFiles(String(first.groupId)).map((file) => file.name));
  await expectNoSeriousA11yViolations(page);
});

test('a group without sub-groups offers no choices @desktop', async ({ page }) => {
  await page.goto(`/site${ROUTES.documents}?siteId=1001`);
  await expect(page.getByRole('tab', { selected: true })).not.toHaveText(withSubGroups.groupName);
  await expect(page.locator('#main li .name').first()).toBeVisible();
  await expect(page.getByRole('group', { name: /Sub-groups/ })).toHaveCount(0);
});
