// Following programme sessions end to end (the calls are ours, not the spec's: Schedule/Follow
// and Schedule/Followed, answered live by preview/server/follows.ts). The kitchen-sink event
// 9001 lets attendees follow sessions (its GetBventSetting). A server of our own: the follow
// state lives in the server's memory, so no other spec signed in as demo can see or change it.
import type { Page } from '@playwright/test';
import errors from '../../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import en from '../../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import { accountButton, DEMO, ownStrongServer, signIn, storedUsers } from '../auth/strongSupport';
import { expect, test } from '../support';
import { recordSpoken } from '../ui';

/** The kitchen-sink site in English and its programme module (fixtures/kitchen-sink). */
const SITE = '/site/?siteId=9101';
const SCHEDULE_MODULE = '91010105';
/** The first load of a page fetches the programme after the module's chunk: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };

const server = ownStrongServer();

const schedule = (page: Page) => page.locator(`[id="${SCHEDULE_MODULE}"]`);
/** The opening ceremony (session 801, on the first day); "Follow" or "Following", then its title. */
const opening = (page: Page) => schedule(page).locator('[data-session-id="801"]');
const followButton = (page: Page) => opening(page).getByRole('button', { name: /^Follow(ing)?\W+MITE 2026 Opening Ceremony/ });

/** The programme on its first day (the day the page opens on depends on today's date). */
async function firstDay(page: Page) {
  await schedule(page).getByRole('tab', { name: /Oct 22/ }).click(FIRST_LOAD);
  await expect(opening(page)).toBeVisible();
}

/** Opens the kitchen-sink site signed in, once the programme has gone out with the token (the account's own isFollowed). */
async function openSignedIn(page: Page, load: () => Promise<unknown>) {
  const personal = page.waitForRequest((request) => request.url().endsWith('/Schedule/List') && !!request.headers().authorization, FIRST_LOAD);
  await load();
  // On a phone the programme is far down the page: it asks for its sessions as it comes near the screen.
  await schedule(page).scrollIntoViewIfNeeded(FIRST_LOAD);
  await personal;
  await firstDay(page);
}

test('signed in as demo: follow a session, still followed after a reload, then unfollow; a refused follow flips back and says why @desktop', async ({ page }) => {
  const spoken = await recordSpoken(page);
  await signIn(page, `${server().url}/site/`);
  // Signed in once the callback page has stored the account.
  await page.waitForURL((url) => url.pathname.startsWith('/site/') && !url.pathname.includes('/pages/login/'), FIRST_LOAD);
  await expect.poll(() => storedUsers(page), FIRST_LOAD).toHaveLength(1);
  await expect(accountButton(page)).toBeVisible();
  await openSignedIn(page, () => page.goto(`${server().url}${SITE}`));
  const follow = followButton(page);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  await follow.click();
  await expect(page.getByText(en.follow.done)).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toContainText(en.follow.added);

  // The gateway keeps it for the account: a reload reads it back from Schedule/List.
  await openSignedIn(page, () => page.reload());
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await follow.click();
  await expect(page.getByText(en.follow.undone)).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await openSignedIn(page, () => page.reload());
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  // A follow the gateway refuses flips back, and the visitor is told the gateway's reason.
  const refusal = 'Following is closed for this session';
  await page.route('**/Schedule/Follow', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ isSuccess: false, businessMessage: refusal, sysMessage: null, businessCode: null, returnObj: null }) }),
  );
  await follow.click();
  await expect.poll(spoken).toContainEqual(expect.stringContaining(refusal));
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
});

test('a signed-out visitor who follows is told to sign in, the pick is kept in the browser, and signing in from there comes back to the programme with it followed @desktop', async ({ page }) => {
  // Another session than the test above follows, so the two never meet in the server's state.
  const macao = schedule(page).locator('[data-session-id="802"]');
  const follow = macao.getByRole('button', { name: /^Follow(ing)?\W+Macao, the bridge/ });
  const spoken = await recordSpoken(page);
  await page.goto(`${server().url}${SITE}`);
  await firstDay(page);
  await follow.click();
  await expect(page.getByText(errors.notLoggedIn)).toBeVisible();
  // Kept in this browser until the visitor signs in.
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await macao.getByRole('button', { name: new RegExp(`^${en.follow.signIn}\\W+Macao, the bridge`) }).click();
  await page.locator('#username').fill(DEMO.userName);
  await page.locator('#password').fill(DEMO.password);
  const personal = page.waitForRequest((request) => request.url().endsWith('/Schedule/List') && !!request.headers().authorization, FIRST_LOAD);
  await page.locator('button.primary[type="submit"]').click();
  // Back on the same page, scrolled to the programme module, and signed in.
  await page.waitForURL((url) => url.pathname === '/site/' && url.searchParams.get('siteId') === '9101' && url.searchParams.get('anchor') === SCHEDULE_MODULE);
  await expect(schedule(page)).toBeInViewport(FIRST_LOAD);
  await personal;
  await firstDay(page);
  await expect(macao.getByRole('button', { name: new RegExp(`^${en.follow.signIn}`) })).toHaveCount(0);
  // The kept pick joined the account through the follow call, once the account is known (a busy machine took past 10 s).
  await expect.poll(spoken, FIRST_LOAD).toContainEqual(expect.stringContaining(en.agenda.joined.replace('{{count}}', '1')));
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('minisite.agenda.9001'))).toBeNull();
  await openSignedIn(page, () => page.reload());
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await follow.click();
  await expect(page.getByText(en.follow.undone)).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
});
