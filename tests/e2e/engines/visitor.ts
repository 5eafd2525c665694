// One visitor's browser tab, whatever engine runs it: the cross-engine lane's tests are written
// once against this and run in Chromium (Playwright), Firefox (puppeteer-core over WebDriver
// BiDi) and WebKit (selenium-webdriver over WebDriver classic). Everything a test reads, it reads
// through `evaluate` in the page; everything it does goes through the engine's own input
// (pointer clicks and keys that the browser dispatches as trusted events).

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Keys a lane test presses, by their WebDriver / Playwright names. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowLeft' | 'ArrowRight' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export interface Visitor {
  readonly engine: EngineName;
  /** A full load of `address` (absolute, or under the suite's server), waiting for its load event. */
  open(address: string): Promise<void>;
  /** Runs `fn` in the page (it must be self-contained) and gives back its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** A real pointer click at the middle of the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Errors the page threw, rejected without a handler or logged with console.error, and not allowed. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
  /** Chromium alone reports layout shifts: where asked for, fails softly when the page moved by more than 0.01 as it loaded. */
  expectNothingMoved?: (address: string) => Promise<void>;
}

/** The attribute a test's target is marked with for the engine to click (see `clickOn`). */
const TARGET = 'data-lane-target';

/** How long `clickOn` looks for its target: a control still on its way (a chunk, a reply) is waited for. */
const FIND_WITHIN_MS = 10_000;

/**
 * Clicks the first element matching `selector` whose accessible text (its text, aria-label or
 * title) contains `text`: the page marks it, then the engine clicks it as a pointer would.
 * Fails with both names when there is none within `withinMs`.
 */
export async function clickOn(visitor: Visitor, selector: string, text = '', withinMs = FIND_WITHIN_MS): Promise<void> {
  const deadline = Date.now() + withinMs;
  let found = false;
  while (!found && Date.now() < deadline) found = await findNamed(visitor, selector, text, TARGET);
  if (!found) throw new Error(`No ${selector} named "${text}" on ${await visitor.evaluate(() => location.href)}`);
  await visitor.click(`[${TARGET}]`);
}

/** Whether an element under `selector` is named `text`, as `clickOn` names it. */
export const present = (visitor: Visitor, selector: string, text: string) => findNamed(visitor, selector, text, null);

/**
 * Looks for the first element under `selector` named `text` and marks it with `target` (none:
 * only looks); false while there is none, or while the page is being replaced (a navigation
 * under way fails the look in some engines).
 */
function findNamed(visitor: Visitor, selector: string, text: string, target: string | null): Promise<boolean> {
  return visitor
    .evaluate(
      ({ selector, text, target }) => {
        if (target) document.querySelectorAll(`[${target}]`).forEach((element) => element.removeAttribute(target));
        const named = (element: Element) =>
          [element.textContent, element.getAttribute('aria-label'), element.getAttribute('title')].some((name) => name?.replace(/\u00ad/g, '').replace(/\s+/g, ' ').includes(text));
        const element = [...document.querySelectorAll(selector)].find(named);
        if (target) element?.setAttribute(target, '');
        return Boolean(element);
      },
      { selector, text, target },
    )
    .catch(() => false);
}

/**
 * Chooses the option whose value or text is `option` in the select labelled `label` (under
 * `scope`), waiting for it as `clickOn` waits for its target: the engine's own list of options is
 * out of WebDriver's reach, so the page sets the value and tells the app as the browser would.
 */
export async function choose(visitor: Visitor, label: string, option: string, scope = ''): Promise<void> {
  const deadline = Date.now() + FIND_WITHIN_MS;
  let chosen = false;
  while (!chosen && Date.now() < deadline) {
    chosen = await visitor
      .evaluate(
        ({ label, option, scope }) => {
          const select = [...document.querySelectorAll<HTMLSelectElement>(`${scope} select`)].find(
            (one) => one.labels?.[0]?.textContent?.includes(label) || one.getAttribute('aria-label') === label,
          );
          const value = [...(select?.options ?? [])].find((entry) => entry.value === option || entry.text === option)?.value;
          if (!select || value === undefined) return false;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        },
        { label, option, scope },
      )
      .catch(() => false);
  }
  if (!chosen) throw new Error(`No option "${option}" in a select labelled "${label}" on ${await addressOf(visitor)}`);
}

/** Where the page is now. */
export const addressOf = (visitor: Visitor) => visitor.evaluate(() => location.href);

/** The page's visible text as a visitor reads it: spaces folded, the soft hyphens of long words (src/theme/words.ts) out. */
export const textOf = (visitor: Visitor, selector = 'body') =>
  visitor.evaluate((selector) => (document.querySelector(selector) as HTMLElement | null)?.innerText.replace(/\u00ad/g, '').replace(/\s+/g, ' ').trim() ?? '', selector);

/** The element that has the focus: its tag, its accessible name and its role, for a keyboard test to read. */
export const focused = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\u00ad/g, '').replace(/\s+/g, ' ').trim(),
      role: element.getAttribute('role'),
      /** Whether the engine draws its focus ring (`:focus-visible`), as a keyboard user would see it. */
      visible: element.matches(':focus-visible'),
    };
  });
