import { startTransition, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { FIRST_BATCH } from './order';
import { useHydrated } from './useHydrated';

/** Later modules join in groups this size, one group per frame, so input is never blocked long. */
export const NEXT_BATCH = 8;

export interface RevealStep {
  /** The module can render now without waiting for code. */
  ready: boolean;
  /** Whether the visitor may see it is not known yet (the session or identities are loading). */
  pending: boolean;
  /** Fetches what the module still needs. */
  preload: () => Promise<void>;
  /**
   * Shown, but its height waits on content it loads itself (a programme day's sessions): the
   * modules below it wait too, so its growing never pushes them (see useSettled).
   */
  holds?: boolean;
}

/** How long a group's transition may wait on a busy page before it lands as a plain update. */
const PATIENCE_MS = 200;

/** Runs `callback` in a task of its own; returns what cancels it. */
function timeout(callback: () => void): () => void {
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/** Runs after the browser has painted what was just committed. */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(callback, 0))) : undefined;
  if (frame === undefined) timer = setTimeout(callback, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A page's modules as the reveal reads them: how many, and each one's step, asked for only as
 * far down as the reveal has come (a step may cost a schema check: a 200-module page checks its
 * first screen's modules, not all 200, before it paints).
 */
export interface RevealSteps {
  count: number;
  at: (index: number) => RevealStep;
}

/** The end of the run of modules from `from` that can render now, at most `limit` of them. */
function readyRun(steps: RevealSteps, from: number, limit: number): number {
  let end = from;
  while (end < steps.count && end - from < limit) {
    const step = steps.at(end);
    if (!step.ready || step.pending) break;
    end += 1;
    if (step.holds) break;
  }
  return end;
}

/**
 * How many of a page's modules to show, counted from the top. Modules appear strictly in page
 * order: one whose code is still downloading, whose visibility is not decided, or whose height
 * waits on content it is loading (`holds`), holds back everything below it, so nothing is ever
 * inserted above a module already on screen. The first screen is what fills the viewport: modules
 * join it one by one before the first paint while `end` (an element rendered just below the
 * modules shown) is still inside the viewport, at most FIRST_BATCH of them (all of them at once
 * on a server). The rest follows in
 * small groups after each paint. `onSettled` is called once, after the first screen has painted
 * (or the page had nothing it could show yet).
 */
export function useReveal(steps: RevealSteps, onSettled?: () => void, end?: RefObject<Element | null>): number {
  const [revealed, setRevealed] = useState(0);
  // How many modules the first screen may hold: it grows while the viewport has room. A server
  // measures no viewport: it writes as many as a first screen may hold, and the browser
  // hydrating its page starts from the same.
  const inBrowser = useHydrated();
  const [fill, setFill] = useState(inBrowser ? 1 : FIRST_BATCH);
  // The first screen is whatever can render at the top right now: it shows the moment its
  // code is here. Groups below it are added after each paint.
  const shown = Math.min(Math.max(revealed, readyRun(steps, 0, fill)), steps.count);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const settled = useRef(false);
  const settle = useRef(onSettled);
  useLayoutEffect(() => {
    settle.current = onSettled;
  });

  // Before the browser paints: one more module while the viewport has room below those shown
  // (each pass is a synchronous render, so the first paint already holds the whole first screen).
  useLayoutEffect(() => {
    if (revealed > 0 || shown < fill || fill >= FIRST_BATCH) return;
    const marker = end?.current;
    // Measuring before the paint and rendering again is what a layout effect is for (React's own
    // tooltip example); it stops at the viewport's edge or at FIRST_BATCH.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (marker && marker.getBoundingClientRect().top < window.innerHeight) setFill(fill + 1);
  }, [revealed, shown, fill, end]);

  useEffect(() => {
    if (shown >= steps.count) return;
    // The module above is still growing: this page renders again once it has settled.
    if (shown > 0 && steps.at(shown - 1).holds) return;
    const next = steps.at(shown);
    if (!next.ready) {
      let live = true;
      // A module whose code failed to download renders through its boundary like any other fault.
      void next.preload().then(
        () => live && rerender(),
        () => live && rerender(),
      );
      return () => {
        live = false;
      };
    }
    if (next.pending) return; // the visitor changes: this page renders again
    // Its code arrived after this render: the first screen takes it in, measured, on the next.
    if (shown === 0) {
      rerender();
      return;
    }
    const grow = (current: number) => Math.max(current, readyRun(steps, shown, NEXT_BATCH));
    // A transition: React renders the group in slices of a few milliseconds, so it never blocks
    // input for long. The page's clocks tick as plain updates, and each one restarts a transition
    // it interrupts: if a busy page has not taken the group in by PATIENCE_MS, a plain update
    // does. The first group below the first screen waits for that screen to be painted; later
    // ones only yield to input between them.
    let patience: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      startTransition(() => setRevealed(grow));
      patience = setTimeout(() => setRevealed(grow), PATIENCE_MS);
    };
    const cancel = revealed === 0 ? afterPaint(reveal) : timeout(reveal);
    return () => {
      cancel();
      clearTimeout(patience);
    };
  });

  // The first screen is on when something is shown, or when nothing can be shown yet for a
  // reason other than downloading code (an empty page, a module waiting for the visitor).
  const blocked = shown < steps.count && steps.at(shown).ready && steps.at(shown).pending;
  const firstScreen = shown > 0 || steps.count === 0 || blocked;
  useEffect(() => {
    if (!firstScreen || settled.current || !settle.current) return;
    return afterPaint(() => {
      settled.current = true;
      settle.current?.();
    });
  }, [firstScreen]);

  return shown;
}
