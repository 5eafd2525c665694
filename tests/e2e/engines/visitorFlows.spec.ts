// What a visitor does beyond reading, where engines differ: the language switch (a select in the
// desktop bar, in the phone's menu sheet), our share sheet (Firefox and WebKitGTK have no
// navigator.share; where an engine has one it is taken away, as a laptop's browser lacks it), the
// picture viewer, the video player (a WebM the fixtures ship) and the keyboard's way in.
import sheetTexts from '../../../src/platform/share/locales/en-US.json' with { type: 'json' };
import sessionPages from '../../../src/pages/schedule/locales/en-US.json' with { type: 'json' };
import toastTexts from '../../../src/i18n/locales/en-US/toast.json' with { type: 'json' };
import nav from '../../../src/i18n/locales/en-US/nav.json' with { type: 'json' };
import zhNav from '../../../src/i18n/locales/zh-CN/nav.json' with { type: 'json' };
import { siteOf } from '../fixtureData';
import { expect, inOtherEngines } from './lane';
import { addressOf, choose, clickOn, focused, textOf, type Visitor } from './visitor';

const ENGLISH = '1001';
const SESSION_PAGE = '/site/subPages/schedule/detail/index?siteId=9101&id=805';
const SESSION_TITLE = 'Green Energy Forum: storage and hydrogen';

/** A dialog in view: a modal one, or the phone's menu sheet while it is open (a popover, written closed into every page). */
const DIALOG = 'dialog[open], [role="dialog"]:not([popover]), [role="dialog"]:popover-open';
/** A dialog (the native element, open, or the role) with `name` in its label or text. */
const hasDialog = (visitor: Visitor, name: string) =>
  visitor.evaluate(
    ({ name, dialogs }) =>
      [...document.querySelectorAll(dialogs)].some((dialog) =>
        [dialog.getAttribute('aria-label'), document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent, dialog.textContent].some((text) => text?.includes(name)),
      ),
    { name, dialogs: DIALOG },
  );

inOtherEngines('the language switch changes the interface and the content, and survives a reload', async ({ open, width }) => {
  const chinese = siteOf(ENGLISH).sites.find((entry) => entry.language === 'zh-CN')!;
  const visitor = await open();
  await visitor.open('/site/');
  await expect.poll(() => visitor.evaluate(() => document.querySelector('#main [data-module-type]') !== null), { timeout: 15_000 }).toBe(true);
  if (width === 'phone') await clickOn(visitor, 'button', nav.openMenu);
  await choose(visitor, nav.language, 'zh-CN');
  // A switch that does not come says where it stopped (the poll prints what it read last).
  const shown = () =>
    visitor.evaluate(() => ({ lang: document.documentElement.lang, search: location.search, says: document.body.innerText.slice(0, 200) }));
  await expect.poll(shown).toMatchObject({ lang: 'zh-CN', search: expect.stringContaining(`siteId=${chinese.id}`) });
  // The interface speaks Chinese, not only the content.
  const chineseLabel = width === 'phone' ? zhNav.openMenu : zhNav.main;
  await expect.poll(() => visitor.evaluate((label) => document.querySelector(`[aria-label="${label}"]`) !== null, chineseLabel)).toBe(true);
  await visitor.open(await addressOf(visitor));
  await expect.poll(() => visitor.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('zh-CN');
});

inOtherEngines('without a system share sheet, the share button opens ours: the link, its QR code, and Copy link', async ({ open }) => {
  const visitor = await open();
  await visitor.open(SESSION_PAGE);
  await expect.poll(() => textOf(visitor, 'h1'), { timeout: 15_000 }).toBe(SESSION_TITLE);
  const systemSheet = await visitor.evaluate(() => typeof navigator.share === 'function');
  // A laptop's browser has none; where this engine has one, the visitor's browser is taken to lack it.
  if (systemSheet) await visitor.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await clickOn(visitor, `[role="group"][aria-label="${sessionPages.detail.actions}"] button`, sessionPages.detail.share);
  await expect.poll(() => hasDialog(visitor, sheetTexts.title)).toBe(true);
  const url = new URL(SESSION_PAGE, await addressOf(visitor)).href;
  expect(await textOf(visitor, DIALOG)).toContain(url);
  // The QR code is drawn, at a size a phone camera can read.
  const qr = await visitor.evaluate(({ name, dialogs }) => {
    const code = document.querySelector(dialogs.split(', ').map((dialog) => `${dialog} [role="img"][aria-label="${name}"]`).join(', '));
    const box = code?.getBoundingClientRect();
    return box ? { width: box.width, height: box.height, parts: code!.querySelectorAll('path, rect').length } : null;
  }, { name: sheetTexts.qr, dialogs: DIALOG });
  expect(qr?.width).toBeGreaterThanOrEqual(100);
  expect(qr?.parts).toBeGreaterThan(0);
  await clickOn(visitor, 'dialog[open] button', sheetTexts.copyLink);
  await expect.poll(() => hasDialog(visitor, sheetTexts.title)).toBe(false);
  await expect.poll(() => textOf(visitor)).toContain(toastTexts.copySuccess);
  expect((await focused(visitor))?.name).toContain(sessionPages.detail.share);
});

inOtherEngines('the picture viewer opens, goes through the pictures by arrow key and closes by Escape, focus back on the picture', async ({ open }) => {
  const visitor = await open();
  await visitor.open('/site/?siteId=9101');
  const thumbnail = '[data-module-type="picture"] button';
  await expect.poll(() => visitor.evaluate((selector) => document.querySelectorAll(selector).length, thumbnail), { timeout: 15_000 }).toBeGreaterThan(0);
  await clickOn(visitor, thumbnail, 'Open picture: Hall A on opening morning');
  await expect.poll(() => hasDialog(visitor, 'Picture preview')).toBe(true);
  const counter = () => textOf(visitor, DIALOG).then((text) => /\d+ \/ \d+/.exec(text)?.[0]);
  const first = await counter();
  expect(first).toMatch(/^1 \/ \d+$/);
  await visitor.press('ArrowRight');
  await expect.poll(counter).toMatch(/^2 \/ \d+$/);
  await visitor.press('Escape');
  await expect.poll(() => hasDialog(visitor, 'Picture preview')).toBe(false);
  expect((await focused(visitor))?.name).toMatch(/^Open picture:/);
});

inOtherEngines(
  'the video player plays the teaser, and its controls answer',
  async ({ open }) => {
    const visitor = await open();
    await visitor.open('/site/?siteId=9101');
    const player = '[data-module-type="video"] [role="group"][aria-label^="Video player:"]';
    await expect.poll(() => visitor.evaluate((selector) => document.querySelector(`${selector} video`) !== null, player), { timeout: 15_000 }).toBe(true);
    // The teaser lasts 3 s: looping keeps it playing while the test looks.
    await visitor.evaluate((selector) => void (document.querySelector<HTMLVideoElement>(`${selector} video`)!.loop = true), player);
    await visitor.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center' }), player);
    const buttons = await visitor.evaluate((selector) => [...document.querySelectorAll(`${selector} button`)].map((button) => button.getAttribute('aria-label')), player);
    expect(buttons).toContain('Play');
    // Why a play() was refused, should it be: the player pauses again without a word (Player.tsx).
    // And what the page saw, each with the scroll position: in 2 of about 14 loaded full runs this
    // WebKit stayed paused with no play() refused and no error (never reproduced alone, even with
    // the cores busy); the record says next time whether the click reached the button.
    await visitor.evaluate(() => {
      const play = HTMLMediaElement.prototype.play;
      const refused: string[] = ((window as unknown as { __playRefused: string[] }).__playRefused = []);
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const started = play.call(this);
        started.catch((error: Error) => refused.push(`${error.name}: ${error.message}`));
        return started;
      };
      const seen: string[] = ((window as unknown as { __mediaEvents: string[] }).__mediaEvents = []);
      for (const type of ['click', 'pointerdown', 'play', 'pause', 'playing', 'waiting', 'stalled', 'suspend', 'emptied', 'abort', 'loadedmetadata', 'canplay'])
        document.addEventListener(type, (event) => seen.push(`${type}@${(event.target as Element).tagName ?? ''}${(event.target as Element).getAttribute?.('aria-label') ?? ''}:${Math.round(performance.now())}ms,y=${Math.round(scrollY)}`), true);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && (node.matches('video') || node.querySelector('video'))) seen.push(`removed ${node.tagName}.${node.className}:${Math.round(performance.now())}`);
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The big button over the picture, which a visitor taps (the bar's own hides with the bar).
    await visitor.click(`${player} button[aria-label="Play"][tabindex="-1"]`);
    const playing = () =>
      visitor.evaluate((selector) => {
        const video = document.querySelector<HTMLVideoElement>(`${selector} video`)!;
        const refused = (window as unknown as { __playRefused: string[] }).__playRefused;
        return { paused: video.paused, time: video.currentTime, error: video.error?.code ?? null, refused, readyState: video.readyState, events: (window as unknown as { __mediaEvents: string[] }).__mediaEvents.join(' ') };
      }, player);
    let seen = '';
    await expect
      .poll(async () => {
        const { events, ...state } = await playing();
        seen = events;
        return state;
      })
      .toMatchObject({ paused: false, error: null, refused: [] })
      .catch((failure: Error) => {
        throw new Error(`${failure.message}\nEvents seen: ${seen}`);
      });
    await expect.poll(() => playing().then((state) => state.time)).toBeGreaterThan(0);
    await expect.poll(() => visitor.evaluate((selector) => [...document.querySelectorAll(`${selector} button`)].some((button) => button.getAttribute('aria-label') === 'Pause'), player)).toBe(true);
  },
);

inOtherEngines(
  'the keyboard gets in: the skip link first, to the main content, and a visible focus on the way',
  async ({ open }) => {
    const visitor = await open();
    await visitor.open('/site/');
    await expect.poll(() => visitor.evaluate(() => document.querySelector('#main [data-module-type]') !== null), { timeout: 15_000 }).toBe(true);
    await visitor.press('Tab');
    await expect.poll(() => focused(visitor)).toMatchObject({ tag: 'a', name: nav.skipToContent, visible: true });
    await visitor.press('Enter');
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
    // Back to the top: the navigation's controls take the focus in turn, each drawn as focused.
    await visitor.open('/site/');
    await expect.poll(() => visitor.evaluate(() => document.querySelector('#main [data-module-type]') !== null), { timeout: 15_000 }).toBe(true);
    const names: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await visitor.press('Tab');
      const now = await focused(visitor);
      expect(now?.visible, `focus ring on ${now?.name}`).toBe(true);
      names.push(now?.name ?? '');
    }
    expect(new Set(names).size, `four stops, four controls: ${names.join(' | ')}`).toBe(4);
  },
  // A keyboard's way in is a laptop's: Firefox's (WebKit is driven as an iPhone).
  ['desktop'],
);
