// The organiser's workbench under edits (issue 44, point 7): how long a text typed into the
// settings panel takes to show in the frame, on the kitchen sink and on the 200-module stress
// page; the longest task that blocks the workbench while typing there; and how long a move by
// keyboard in the outline takes to show.
import type { Browser, Page } from '@playwright/test';
import { median } from './report';
import { signInAsOrganiser } from '../e2e/organiserSignIn';

/** Each page, and a module whose title the page shows (the kitchen sink's countdown, the stress page's first rich text). */
const KITCHEN = { address: '/preview/?siteId=9101&pageId=910101', module: /^Select Countdown to opening/ };
const STRESS = { address: '/preview/?siteId=9201&pageId=920101', module: /^Select About the expo/ };
/** A measurement that sees nothing in this long has failed: the bench reports it and goes on. */
const GIVE_UP_MS = 10_000;
/** Keystrokes measured per page: enough for a median, few enough for the bench's time. */
const KEYS = 12;

export interface WorkbenchFigures {
  /** Kitchen sink: a key typed into a text field, until the frame's page holds the new text (median, ms). */
  kitchenEdit: number | null;
  /** The stress page: the same. */
  stressEdit: number | null;
  /** The stress page: the longest task of the workbench's window while those keys were typed (ms; 0: none over 50). */
  stressLongestTask: number | null;
  /** The stress page: a module moved down by keyboard in the outline, until the outline shows it moved (median, ms). */
  stressMove: number | null;
}

declare global {
  interface Window {
    __workbench: { longTasks: number[]; typedAt: number; seen: Promise<number> | null };
  }
}

function observeLongTasks() {
  window.__workbench = { longTasks: [], typedAt: 0, seen: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__workbench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // The moment a key reaches a text field of the workbench, on its own clock.
  addEventListener('input', (event) => (window.__workbench.typedAt = event.timeStamp), true);
}

/** Opens the page in the workbench and selects the module; its title's field. */
async function openTitled(page: Page, origin: string, { address, module }: typeof KITCHEN) {
  await page.goto(origin + address);
  await page.frameLocator('iframe').locator('[data-module-type]').first().waitFor();
  await page.getByRole('button', { name: module }).first().click();
  const field = page.locator('[data-field="moduleTitle.title"] input');
  await field.waitFor();
  // Typing is measured on a page that has loaded: the frame's own loading (modules coming in as
  // the selection scrolls to them) is not a key's cost.
  await page.waitForFunction(() => !document.querySelector('iframe')?.contentDocument?.querySelector('[aria-busy="true"]'), null, { timeout: GIVE_UP_MS });
  return field;
}

/** Types KEYS characters at the end of the field; for each, the time from its input event to the frame's page holding the new text. */
async function typeAndWait(page: Page, field: ReturnType<Page['locator']>): Promise<number[]> {
  const times: number[] = [];
  await field.focus();
  await field.press('End');
  for (let key = 0; key < KEYS; key++) {
    const typed = `${await field.inputValue()}${String.fromCharCode(97 + (key % 26))}`;
    // The watch is in place before the key is pressed: a change it did not see would never come.
    await page.evaluate(
      ([text, giveUp]) =>
        void (window.__workbench.seen = new Promise<number>((resolve, reject) => {
          setTimeout(() => reject(new Error(`the frame did not show "${text}"`)), giveUp);
          // No named functions in here: the bench's compiler would wrap them in a helper the page lacks.
          const frame = document.querySelector('iframe')!.contentWindow!;
          const observer = new MutationObserver(() => {
            // Read as shown: long words are drawn with soft hyphens (src/theme/words.ts).
            if (!frame.document.body?.textContent?.replace(/\u00ad/g, '').includes(text)) return;
            observer.disconnect();
            resolve(performance.now() - window.__workbench.typedAt);
          });
          observer.observe(frame.document, { subtree: true, childList: true, characterData: true });
        })),
      [typed, GIVE_UP_MS] as const,
    );
    await field.press(typed.at(-1)!);
    times.push(await page.evaluate(() => window.__workbench.seen!));
  }
  return times;
}

/** Moves the first module down by its button, by keyboard, KEYS times: the time from the key to the outline's row in its new place. */
async function moveByKeyboard(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let move = 0; move < KEYS; move++) {
    const button = page.getByRole('button', { name: /^Move .* down$/ }).nth(move);
    await button.focus();
    await page.evaluate(
      ([place, giveUp]) =>
        void (window.__workbench.seen = new Promise<number>((resolve, reject) => {
          setTimeout(() => reject(new Error('the outline did not move')), giveUp);
          const list = document.querySelector('ol[aria-label]')!;
          const key = list.children[place]!.getAttribute('data-module-key');
          let start = 0;
          addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (list.children[place + 1]?.getAttribute('data-module-key') !== key) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(list, { childList: true, subtree: true });
        })),
      [move, GIVE_UP_MS] as const,
    );
    await page.keyboard.press('Enter');
    times.push(await page.evaluate(() => window.__workbench.seen!));
  }
  return times;
}

export async function measureWorkbench(browser: Browser, origin: string): Promise<WorkbenchFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/preview/`);
    await signInAsOrganiser(page);
    const kitchen = await typeAndWait(page, await openTitled(page, origin, KITCHEN));
    const stressField = await openTitled(page, origin, STRESS);
    const before = await page.evaluate(() => window.__workbench.longTasks.length);
    const stress = await typeAndWait(page, stressField);
    await page.waitForTimeout(500);
    const longest = await page.evaluate((from) => Math.max(0, ...window.__workbench.longTasks.slice(from)), before);
    const moves = await moveByKeyboard(page);
    return { kitchenEdit: median(kitchen), stressEdit: median(stress), stressLongestTask: longest, stressMove: median(moves) };
  } finally {
    await context.close();
  }
}

/** The workbench's figures as the bench prints them, medians over the runs, beside issue 44's targets. */
export function workbenchLine(runs: readonly (WorkbenchFigures | null)[], count: number): string {
  const of = (figure: keyof WorkbenchFigures) => {
    const value = median(runs.map((run) => run?.[figure] ?? null));
    return value === null ? 'n/a' : `${Math.round(value)} ms`;
  };
  return (
    `Workbench (desktop, ${KEYS} keys or moves per run, medians of ${count} runs): a key typed to the frame showing it, kitchen sink ${of('kitchenEdit')} ` +
    `(target 100 ms); stress page (200 modules) ${of('stressEdit')} (target 100 ms), longest task while typing ${of('stressLongestTask')} (target 50 ms), ` +
    `a move by keyboard to the outline showing it ${of('stressMove')} (target 100 ms)`
  );
}
