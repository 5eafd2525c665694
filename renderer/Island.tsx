import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Hydrating } from './useHydrated';

/** A part this close to the viewport (a screen ahead, or behind) is brought to life, so it is live before it is reached. */
const AHEAD = '100% 0px';

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]';

/**
 * Is the part in the page's layout (not `display: none`, as a closed sheet) within a screen of
 * the viewport? Measured over all it holds (the island itself has no box), so a part that draws
 * over the page wherever it is scrolled (a floating window) counts as in view.
 */
function nearViewport(island: Element): boolean {
  const range = document.createRange();
  range.selectNodeContents(island);
  const box = range.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
}

/**
 * The server's HTML of an island the browser is hydrating, to keep as it is; null to hydrate it
 * now (near the viewport, rendered by the browser itself, or on a server).
 */
function heldHtml(id: string, hydrating: boolean): string | null {
  if (!hydrating) return null;
  const island = document.getElementById(id);
  // A sheet opened before the app came, or a control tapped there and held (first-paint.js), is wanted now.
  if (!island || nearViewport(island) || island.querySelector('[data-held]')) return null;
  const sheet = sheetOf(island);
  return sheet && isOpen(sheet) ? null : island.innerHTML;
}

/** Is the sheet (a popover) open: by the browser, or by `data-open` where it has no popovers? */
function isOpen(sheet: Element): boolean {
  if (sheet.hasAttribute('data-open')) return true;
  try {
    return sheet.matches(':popover-open');
  } catch {
    return false; // a browser without popovers knows no such selector
  }
}

/** The sheet (a popover) the island is in, if any. */
const sheetOf = (island: Element) => island.closest('[popover]');

/**
 * A part of a page the server wrote that the browser brings to life only when the visitor needs
 * it: when it comes within a screen of the viewport, takes the focus, or the sheet it is in opens.
 * Until then it stays the server's HTML (its links work as links) and none of its code runs:
 * React keeps HTML given as `dangerouslySetInnerHTML` as it is while hydrating, and an update
 * above it (the visitor becoming known) changes nothing in it, where a Suspense boundary left
 * unhydrated would be thrown away and drawn anew. Brought to life, it is rendered afresh, a screen
 * away from the reader or inside a sheet opening: the same HTML, no movement. Its element takes no
 * box of its own (`display: contents`).
 */
export function Island({ children }: { children: ReactNode }) {
  const id = useId();
  const hydration = useContext(Hydrating);
  const [held, setHeld] = useState(() => (typeof document === 'undefined' ? null : heldHtml(id, hydration !== null && !hydration.hydrated)));
  const element = useRef<HTMLDivElement>(null);
  const focused = useRef(-1);

  useEffect(() => {
    const island = element.current;
    if (held === null || !island) return undefined;
    const wanted = () => setHeld(null);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wanted(), { rootMargin: AHEAD });
    const onFocus = (event: FocusEvent) => {
      focused.current = [...island.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element);
      wanted();
    };
    const sheet = sheetOf(island);
    for (const part of island.children) observer.observe(part);
    island.addEventListener('focusin', onFocus);
    sheet?.addEventListener('beforetoggle', wanted);
    // Opened between the hydration's render and now.
    if (sheet && isOpen(sheet)) wanted();
    return () => {
      observer.disconnect();
      island.removeEventListener('focusin', onFocus);
      sheet?.removeEventListener('beforetoggle', wanted);
    };
  }, [held]);

  // The focus a keyboard brought into the server's HTML goes to the same control drawn anew.
  useLayoutEffect(() => {
    if (held !== null || focused.current < 0) return;
    (element.current?.querySelectorAll(FOCUSABLE)[focused.current] as HTMLElement | undefined)?.focus();
    focused.current = -1;
  }, [held]);

  if (held !== null) return <div ref={element} id={id} data-island="" style={CONTENTS} dangerouslySetInnerHTML={{ __html: held }} suppressHydrationWarning />;
  return (
    <div ref={element} id={id} data-island="" style={CONTENTS}>
      {children}
    </div>
  );
}

const CONTENTS = { display: 'contents' } as const;
