import type { Page } from '@playwright/test';
import en from '../../../src/modules/slideshow/locales/en-US.json' with { type: 'json' };
import { slideshowExamples } from '../../../src/modules/slideshow/example';
import { expect, test } from '../support';
import { appLive, nothingLoading, pauseClockOnceLoaded } from '../ui';

const { config } = slideshowExamples['en-US'];
const titles = config.slides!.map((slide) => slide.title!);
const INTERVAL_MS = Number(config.interval) * 1000;

function slideshow(page: Page) {
  return page.locator('[data-module-type="slideshow"]');
}

/** The title of the slide in view. */
function current(page: Page) {
  return slideshow(page).locator('[data-current] p');
}

/** A real touch drag through the DevTools protocol: the browser turns it into pointer events. */
async function swipe(page: Page, x: number, y: number, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the slideshow advances after its 4 second interval under the clock @desktop', async ({ page }) => {
  // The clock stops a minute after it starts, which leaves a busy machine time to load the page;
  // from then on only runFor moves time.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/site/?siteId=9101');
  await expect(current(page)).toBeVisible();
  await pauseClockOnceLoaded(page, start + 60_000);
  const first = titles.indexOf((await current(page).textContent())!);
  const after = (steps: number) => titles[(first + steps) % titles.length]!;

  // Within one interval of fake time the next slide comes (part of it passed while loading).
  for (let waited = 0; waited < INTERVAL_MS && (await current(page).textContent()) === after(0); waited += 100) {
    await page.clock.runFor(100);
  }
  await expect(current(page)).toHaveText(after(1));
  // From that moment each slide stays the full interval.
  await page.clock.runFor(INTERVAL_MS - 500);
  await expect(current(page)).toHaveText(after(1));
  await page.clock.runFor(1000);
  await expect(current(page)).toHaveText(after(2));
});

test('arrow keys and buttons move the slideshow, wrapping around @desktop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/site/?siteId=9101');
  await appLive(page);
  const carousel = slideshow(page).getByRole('group', { name: slideshowExamples['en-US'].moduleTitle!.title! });
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(current(page)).toHaveText(titles[1]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(current(page)).toHaveText(titles[3]!);
  await slideshow(page).getByRole('button', { name: en.goTo.replace('{{index}}', '3').replace('{{title}}', titles[2]!) }).click();
  await expect(current(page)).toHaveText(titles[2]!);
});

test('a swipe moves to the next and the previous slide @mobile', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/site/?siteId=9101');
  // Every module of the page in place, and each one's content in, first: on a busy machine the
  // later modules were still joining while the swipe was aimed, and once, the documents above it
  // grew by their files (134 px) during the swipe. A touch aimed before the page moved lands
  // beside the picture.
  await nothingLoading(page);
  const picture = slideshow(page).locator('[data-current] img');
  /**
   * Swipes across the picture from `at` (a share of its width), in the middle of the screen. The
   * aim is taken in one step in the page (scroll, measure, check that the point is on the picture),
   * again until it holds: in CI runs where the swipe missed, the page was still moving under the
   * test (the picture at the bottom, under the floating promotion). The picture is then checked
   * not to move during the swipe: a miss names its cause.
   */
  const swipeOn = async (at: number, dx: number) => {
    let aim = { x: 0, y: 0, top: 0 };
    await expect(async () => {
      const taken = await picture.evaluate((element, at) => {
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const [x, y] = [box.x + box.width * at, box.y + box.height / 2];
        const top = element.closest('[data-module-type]')!.getBoundingClientRect().y;
        return { x, y, top, onPicture: element.contains(document.elementFromPoint(x, y)) };
      }, at);
      expect(taken.onPicture, 'the touch is aimed at the picture').toBe(true);
      aim = taken;
    }).toPass({ timeout: 10_000 });
    await swipe(page, aim.x, aim.y, dx);
    // Nothing may move the picture while it is swiped (a layout shift would make the touch miss).
    expect((await slideshow(page).boundingBox())!.y, 'the slideshow stayed in place').toBeCloseTo(aim.top, 0);
  };
  await swipeOn(0.8, -120);
  await expect(current(page)).toHaveText(titles[1]!);
  await swipeOn(0.2, 120);
  await expect(current(page)).toHaveText(titles[0]!);
  // A short drag is not a swipe.
  await swipeOn(0.5, -30);
  await expect(current(page)).toHaveText(titles[0]!);
});
