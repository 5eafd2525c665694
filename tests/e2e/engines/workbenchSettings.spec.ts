// The workbench's settings panel in Firefox, where many organisers work: the core flow of
// tests/e2e/workbenchSettings.spec.ts's first test (Chromium), step for step. The kitchen sink's
// countdown (91010110) is selected in the outline, a text field edited key by key shows in the
// frame, a refused end time is said at its field and holds the hand-off, and Undo takes it back.
//
// Firefox alone, at desktop size (the workbench is an organiser's desktop tool): the test is
// declared with the lane's `test` and Firefox's visitor, not `inOtherEngines` (Firefox and
// WebKit). The visitor is made here from the worker's Firefox rather than by `visit`, whose
// `open` waits for the root's `data-live` mark: the site's app sets it once hydrated, but the
// workbench (preview/harness/main.tsx) is not the site's app and never does, so `visit`'s open
// would wait its 20 s and fail. This test waits for the workbench's own signs instead (the
// outline's button, the module in the frame), and checks the page's errors as `visit` does.
import texts from '../../../preview/workbench/locales/en-US.json' with { type: 'json' };
import { timerFields } from '../../../preview/workbench/settings/fields/timer';
import { firefoxVisitor } from './firefoxVisitor';
import { expect, test, WIDTHS } from './lane';
import { clickOn, type Visitor } from './visitor';
import { clickWhenShown, signInAtProvider } from './signInSteps';
import { ORGANISER } from '../organiserSignIn';

const KITCHEN = '/preview/?siteId=9101&pageId=910101';
const TIMER = '91010110';
const HEADING = 'Countdown to opening';
const ENDED = '[data-field="config.endedText"]';
const END = '[data-field="config.endTime"]';
const [endLabel] = timerFields.fields.endTime && 'en' in timerFields.fields.endTime ? timerFields.fields.endTime.en : [''];
const [endedLabel] = timerFields.fields.endedText && 'en' in timerFields.fields.endedText ? timerFields.fields.endedText.en : [''];
/** A refused value puts the module out of the frame with its fault card, which the client reports, as in the Chromium spec. */
const ALLOWED_ERRORS = ['[module-fault]'];

/** The countdown's text in the frame's page (an iframe of the same origin); null while it is not there. */
const frameModuleText = (visitor: Visitor) =>
  visitor.evaluate((id) => {
    const module = document.querySelector('iframe')?.contentDocument?.querySelector<HTMLElement>(`[id="${id}"]`);
    return module ? module.innerText.replace(/\s+/g, ' ').trim() : null;
  }, TIMER);

/** Whether a heading of the workbench reads exactly `name`. */
const hasHeading = (visitor: Visitor, name: string) =>
  visitor.evaluate((name) => [...document.querySelectorAll('h1, h2, h3, h4, [role="heading"]')].some((heading) => heading.textContent?.replace(/\s+/g, ' ').trim() === name), name);

/** The field box's input: its value, its aria-invalid, whether its label (by `for`) is `label`, and the box's text. */
const fieldState = (visitor: Visitor, box: string, label: string) =>
  visitor.evaluate(
    ({ box, label }) => {
      const field = document.querySelector<HTMLElement>(box);
      const input = field?.querySelector<HTMLInputElement>('input, textarea');
      if (!field || !input) return null;
      const labelled = [...(input.labels ?? [])].some((element) => element.textContent?.trim() === label);
      return { value: input.value, invalid: input.getAttribute('aria-invalid'), labelled, text: field.innerText.replace(/\s+/g, ' ').trim() };
    },
    { box, label },
  );

/** The enabled state of the button whose text is exactly `name` (null: none). */
const buttonEnabled = (visitor: Visitor, name: string) =>
  visitor.evaluate((name) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.replace(/\s+/g, ' ').trim() === name);
    return button ? !button.disabled : null;
  }, name);

/** Clicks the field's input as an organiser would, selects what it holds, and types `text` over it key by key. */
async function typeOver(visitor: Visitor, box: string, text: string) {
  await clickOn(visitor, `${box} input`);
  await visitor.evaluate((box) => document.querySelector<HTMLInputElement>(`${box} input`)!.select(), box);
  await visitor.type(text);
}

test('[firefox desktop] the workbench edits a module from its settings: the frame follows, a refused value is said at its field and holds the hand-off, undo', async ({ engineHosts, baseURL }) => {
  test.setTimeout(90_000);
  const visitor = await firefoxVisitor(await engineHosts.firefox(false), WIDTHS.desktop, (line) => ALLOWED_ERRORS.some((allowed) => line.includes(allowed)));
  let problems: string[];
  try {
    await test.step('firefox: open the kitchen sink in the workbench, sign in as its organiser, select the countdown', async () => {
      await visitor.open(`${baseURL}${KITCHEN}`);
      await clickWhenShown(visitor, 'button', texts.organiser_signIn);
      await signInAtProvider(visitor, ORGANISER);
      await expect.poll(() => frameModuleText(visitor), { message: 'the countdown in the frame', timeout: 20_000 }).toBeTruthy();
      await clickOn(visitor, 'button', texts.select.replace('{{module}}', `${HEADING} (${texts.type_timer})`));
      await expect.poll(() => hasHeading(visitor, HEADING), { message: 'the settings panel of the countdown' }).toBe(true);
    });

    await test.step('firefox: a text field edited, the frame shows it', async () => {
      await expect.poll(() => fieldState(visitor, ENDED, endedLabel)).toMatchObject({ labelled: true, invalid: null });
      // The countdown has ended (22 October 2026): its text once the time has come is what visitors read.
      await typeOver(visitor, ENDED, 'Doors open in');
      await expect.poll(() => fieldState(visitor, ENDED, endedLabel).then((state) => state?.value)).toBe('Doors open in');
      await expect.poll(() => frameModuleText(visitor), { message: 'the new text in the frame' }).toContain('Doors open in');
      await expect.poll(() => buttonEnabled(visitor, texts.download)).toBe(true);
    });

    await test.step('firefox: a refused end time, said at its field, holds the hand-off', async () => {
      await expect.poll(() => fieldState(visitor, END, endLabel)).toMatchObject({ labelled: true, value: '2026-10-22 09:00:00', invalid: null });
      await typeOver(visitor, END, 'next Tuesday');
      await expect.poll(() => fieldState(visitor, END, endLabel)).toMatchObject({ value: 'next Tuesday', invalid: 'true', text: expect.stringContaining(texts.form_dateTime) });
      await expect.poll(() => buttonEnabled(visitor, texts.download), { message: 'Download draft held' }).toBe(false);
    });

    await test.step('firefox: Undo takes the end time back, the hand-off open again', async () => {
      await clickOn(visitor, 'button', texts.undo);
      await expect.poll(() => fieldState(visitor, END, endLabel)).toMatchObject({ value: '2026-10-22 09:00:00', invalid: null });
      expect((await fieldState(visitor, END, endLabel))?.text).not.toContain(texts.form_dateTime);
      await expect.poll(() => buttonEnabled(visitor, texts.download), { message: 'Download draft enabled' }).toBe(true);
      // One step undone: the text typed before stays, in the panel and in the frame.
      expect((await fieldState(visitor, ENDED, endedLabel))?.value).toBe('Doors open in');
      await expect.poll(() => frameModuleText(visitor)).toContain('Doors open in');
    });
  } finally {
    problems = await visitor.errors();
    await visitor.close();
  }
  expect(problems, `The page reported errors:\n${problems.join('\n')}`).toEqual([]);
});
