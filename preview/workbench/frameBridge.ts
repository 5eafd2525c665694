import { currentTerminal } from '../../renderer/layout';
import { holdPageDraft, type PageDraft } from '../../src/api/pageDraft';
import { config } from '../../src/platform/config';
import { cache } from '../../src/platform/queryCache';
import { observeReports } from '../../src/platform/report';
import { pageKey } from '../../src/pages/shared/loadPage';
import { unpackDraft } from './draftMessage';
import { historyStepOf } from './historyKeys';
import { postToWorkbench, readMessage, toFrame } from './messages';

/** How long the frame waits for the workbench's first draft before it shows the recorded page. */
const FIRST_DRAFT_WAIT_MS = 3000;
/** What the renderer marks a module with: a module's frame (its id) or the fault card standing in for it. */
const MODULE_ELEMENT = '[data-module-id], section[data-module-type][id]';

/** Whether this page is the app inside the workbench's frame (a frame whose parent is the workbench of this origin). */
export function inWorkbench(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === location.origin && !window.parent.location.pathname.startsWith('/preview/site');
  } catch {
    return false; // another origin's page framed us
  }
}

/** The selected module outlined, by a style rule rather than on the element, so it survives the page rendering anew. */
function showSelected(style: HTMLStyleElement, moduleId: string | null): void {
  if (moduleId === null) {
    style.textContent = '';
    return;
  }
  const id = CSS.escape(moduleId);
  style.textContent = `[id="${id}"][data-module-type], [data-module-id="${id}"] { outline: 3px solid #1d4ed8 !important; outline-offset: -3px; }`;
  document.querySelector(`[id="${id}"][data-module-type], [data-module-id="${id}"]`)?.scrollIntoView({ block: 'nearest' });
}

/** The modules the draft changed, marked by a dashed edge (the selected one's outline stays above it). */
function showChanged(style: HTMLStyleElement, moduleIds: readonly string[]): void {
  style.textContent = moduleIds
    .map((moduleId) => `[id="${CSS.escape(moduleId)}"][data-module-type], [data-module-id="${CSS.escape(moduleId)}"]`)
    .map((selector) => `${selector} { box-shadow: inset 0 0 0 2px #b45309 !important; }`)
    .join('\n');
}

/** What tells that the organiser moved the page themselves (a scroll of ours fires scroll events too). */
const OWN_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** Ends the hold of the page's place (after a new draft, or following the view beside), if one runs. */
let placeHeld = new AbortController();

/**
 * A new draft renders the page afresh, from the top: each time the page grows, the organiser is
 * brought back to where they were, or as near as the new page allows. It waits on the page's size,
 * never on a count of frames: a busy machine may take seconds to render the page again, and the
 * old page may still be there when the first size is seen.
 */
function keepScrollPlace(): void {
  const place = window.scrollY;
  if (place === 0) return placeHeld.abort();
  holdPlace(() => window.scrollTo(0, Math.min(place, scrollRoom())));
}

/**
 * Puts the page back in its place now and each time the page grows (its modules and pictures come
 * one by one), until the organiser moves the page themselves, picks a module in the outline, or
 * another place is asked for.
 */
function holdPlace(place: () => void): void {
  placeHeld.abort();
  placeHeld = new AbortController();
  const growth = new ResizeObserver(place);
  growth.observe(document.body);
  const { signal } = placeHeld;
  signal.addEventListener('abort', () => growth.disconnect());
  for (const move of OWN_MOVES) window.addEventListener(move, () => placeHeld.abort(), { capture: true, signal });
}

/**
 * The frame's side of the workbench: renders the app once the workbench's draft of the page is
 * held (the page's details then come from it, src/api/pageDraft.ts), shows each new draft of that
 * page in place and renders the app anew for another page, outlines the selected module and tells the workbench which module was clicked, when
 * undo or redo was pressed, and which module threw while rendering.
 * Without a preview pass the frame takes no draft: what it shows is what the gateway gives it.
 */
export function joinWorkbench(render: (version: number) => void): void {
  const workbench = window.parent;
  const style = document.head.appendChild(document.createElement('style'));
  const changedStyle = document.head.appendChild(document.createElement('style'));
  let version = 0;
  /** The draft the page shows, and its number. */
  let held: { sent: number; draft: PageDraft } | null = null;
  const renderOnce = () => {
    if (version === 0) render(++version);
  };
  const fallback = setTimeout(renderOnce, FIRST_DRAFT_WAIT_MS);

  window.addEventListener('message', (event) => {
    const message = readMessage(toFrame, event, workbench);
    if (!message) return;
    if (message.kind === 'marks') return showChanged(changedStyle, message.moduleIds);
    if (message.kind === 'scrollTo') return followScroll(message.ratio);
    if (message.kind === 'select') {
      if (message.moduleId !== null) placeHeld.abort();
      return showSelected(style, message.moduleId);
    }
    const sent = config().previewToken ? message.draft : null;
    const draft = sent && unpackDraft(sent, held);
    // It names modules of a draft this page never had: the whole draft follows the page's 'ready'.
    if (sent && !draft) return;
    const inPlace = version > 0 && draft !== null && held?.draft.pageId === draft.pageId;
    held = sent && draft && { sent: sent.sent, draft };
    holdPageDraft(draft);
    clearTimeout(fallback);
    if (version === 0) return renderOnce();
    // The page's view watches the held draft (usePageDraft): it alone renders the new details, in place. Nothing
    // reloads, the page stays where it was scrolled, and the modules the edit did not touch keep their views.
    if (inPlace) return;
    if (draft) cache.delete(pageKey(draft.pageId));
    keepScrollPlace();
    render(++version);
  });

  document.addEventListener(
    'click',
    (event) => {
      const picked = event.target instanceof Element ? event.target.closest(MODULE_ELEMENT) : null;
      const moduleId = picked?.getAttribute('data-module-id') ?? picked?.id;
      if (moduleId) postToWorkbench(workbench, { kind: 'selected', moduleId });
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    const step = historyStepOf(event);
    if (!step) return;
    event.preventDefault();
    postToWorkbench(workbench, { kind: 'history', step });
  });
  observeReports((kind, detail) => {
    if (kind !== 'module-fault' || detail.kind !== 'render') return;
    const { moduleId, moduleType, message } = detail;
    postToWorkbench(workbench, { kind: 'thrown', moduleId: String(moduleId), moduleType: String(moduleType), message: String(message), terminal: currentTerminal() });
  });
  tellScroll(workbench);
  postToWorkbench(workbench, { kind: 'ready' });
}

const scrollRoom = () => document.documentElement.scrollHeight - window.innerHeight;

/** How far down the page is, from 0 (top) to 1 (bottom): two pages of different lengths keep in step by it. */
const scrollRatio = () => {
  const room = scrollRoom();
  return room > 0 ? Math.min(1, Math.max(0, window.scrollY / room)) : 0;
};

/** A scroll the workbench asked for (the view beside this one moved), not to be told back. */
let following = false;
/** The organiser scrolled this view last, not the one beside it: its growth is told too. */
let leading = false;

/** Follows the view beside this one, also while this page's modules still come and make it grow. */
function followScroll(ratio: number): void {
  leading = false;
  holdPlace(() => {
    following = true;
    window.scrollTo(0, ratio * scrollRoom());
    requestAnimationFrame(() => requestAnimationFrame(() => (following = false)));
  });
}

/**
 * Tells the workbench where the organiser scrolled the page, once a frame, so a view beside it can
 * follow; and again when the page grows under them (a module below came), which moves that share.
 */
function tellScroll(workbench: Window): void {
  let pending = false;
  const tell = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      postToWorkbench(workbench, { kind: 'scrolled', ratio: scrollRatio() });
    });
  };
  addEventListener(
    'scroll',
    () => {
      if (following) return;
      leading = true;
      tell();
    },
    { passive: true },
  );
  new ResizeObserver(() => leading && tell()).observe(document.body);
}
