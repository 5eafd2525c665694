import { expect, test } from '../support';
import { pauseClockOnceLoaded } from '../ui';

test('video player: playback, controls hiding after 3 s without interaction, a pointer move shows them, the rate menu @desktop', async ({ page }) => {
  // The clock stops a minute after it starts, which leaves a busy machine time to load the page.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/site/?siteId=9101');
  const player = page.locator('[data-module-type="video"]').getByRole('group', { name: /^Video player:/ });
  await player.scrollIntoViewIfNeeded();
  const video = player.locator('video');
  // The fixture teaser lasts 3 s of real time; looping keeps it playing for the whole test.
  await video.evaluate((element: HTMLVideoElement) => (element.loop = true));
  // From here on only runFor moves the player's timers.
  await pauseClockOnceLoaded(page, start + 60_000);

  await player.getByRole('button', { name: 'Play' }).last().click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.clock.runFor(2900);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await page.clock.runFor(100);
  await expect(player).toHaveAttribute('data-controls', 'hidden');

  const box = (await player.boundingBox())!;
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(player).toHaveAttribute('data-controls', 'shown');

  await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('0.5');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(0.5);
});
