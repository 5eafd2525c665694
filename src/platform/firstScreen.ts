/**
 * The moment the visitor's first screen of content has painted. Work the first screen does not
 * need (sign-in, identities, the toast view) waits for it, so it never competes with the page
 * for the network or the main thread. Only launches that show a page expect it; anything else
 * counts as painted at once, and a page that never reports still frees the rest in time.
 */
const LATEST_MS = 4000;
export const FIRST_SCREEN_MARK = 'page:first-screen';

let markPainted: () => void = () => undefined;
let painted: Promise<void> = Promise.resolve();

/** A moment still to come: reached when marked, or after LATEST_MS if the mark never comes. */
function moment(): { reached: Promise<void>; mark: () => void } {
  let mark!: () => void;
  const reached = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LATEST_MS);
    mark = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { reached, mark };
}

/** Called at launch when the address shows a page of modules. */
export function expectFirstScreen(): void {
  const screen = moment();
  painted = screen.reached;
  markPainted = screen.mark;
}

/**
 * Called where the browser hydrates a first screen a server wrote: what waits for the first
 * screen waits for the root to be hydrated too (call the returned function then). An update
 * from that work (the session's driver, the toast) reaching a part still hydrating made React
 * hydrate the page's modules at once, in one long task: about 250 ms of a phone's main thread.
 */
export function expectHydration(): () => void {
  const live = moment();
  painted = Promise.all([painted, live.reached]).then(() => undefined);
  return live.mark;
}

/** The page's first screen is on the screen; also a User Timing mark, for benchmarks. */
export function firstScreenPainted(): void {
  if (performance.getEntriesByName(FIRST_SCREEN_MARK).length === 0) performance.mark(FIRST_SCREEN_MARK);
  markPainted();
}

/** Runs `task` once the first screen has painted (at once when no page was expected). */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  void painted.then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}

/** Resolves once the first screen has painted: for code that waits for it in a promise chain (a lazy part, a call's code). */
export function firstScreenPaintedYet(): Promise<void> {
  return new Promise((resolve) => afterFirstScreen(resolve));
}
