import { currentTerminal } from '../../renderer/layout';
import { holdPageDraft, type PageDraft } from '../../src/api/pageDraft';
import type { PageDetail } from '../../schemas/page';
import { config } from '../../src/platform/config';
import { cache } from '../../src/platform/queryCache';
import { observeReports } from '../../src/platform/report';
import { pageKey } from '../../src/pages/shared/loadPage';
import { historyStepOf } from './historyKeys';
import { postToWorkbench, readMessage, toFrame } from './messages';

/**
 * The new details with every module the draft did not change kept as the object the page already
 * renders (the message brought copies of all of them): the page's renderer then places and renders
 * again only the modules that changed.
 */
function keepUnchanged(previous: readonly PageDetail[] | null, next: PageDetail[]): PageDetail[] {
  const known = new Map<string, unknown>();
  for (const detail of previous ?? []) for (const module of detail.modules) known.set(`${detail.terminal} ${asJson(module)}`, module);
  return next.map((detail) => ({ ...detail, modules: detail.modules.map((module) => known.get(`${detail.terminal} ${asJson(module)}`) ?? module) }));
}

/** Each module's JSON, written once per module object: the page's modules are compared on every draft. */
const written = new WeakMap<object, string>();
function asJson(module: unknown): string {
  if (typeof module !== 'object' || module === null) return JSON.stringify(module);
  if (!written.has(module)) written.set(module, JSON.stringify(module));
  return written.get(module)!;
}

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
/** Ends the bringing back of the last draft, if it still runs. */
let scrollingBack = new AbortController();

/**
 * A new draft renders the page afresh, from the top: each time the page grows, the organiser is
 * brought back to where they were, or as near as the new page allows, until they move the page
 * themselves, pick a module in the outline or a newer draft comes. It waits on the page's size,
 * never on a count of frames: a busy machine may take seconds to render the page again, and the
 * old page may still be there when the first size is seen.
 */
function keepScrollPlace(): void {
  scrollingBack.abort();
  scrollingBack = new AbortController();
  const place = window.scrollY;
  if (place === 0) return;
  const growth = new ResizeObserver(() => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(place, room));
  });
  growth.observe(document.body);
  const { signal } = scrollingBack;
  signal.addEventListener('abort', () => growth.disconnect());
  for (const move of OWN_MOVES) window.addEventListener(move, () => scrollingBack.abort(), { capture: true, signal });
}

/**
 * The frame's side of the workbench: renders the app once the workbench's draft of the page is
 * held (the page's details then come from it, src/api/pageDraft.ts), renders it anew with each
 * new draft, outlines the selected module and tells the workbench which module was clicked, when
 * undo or redo was pressed, and which module threw while rendering.
 * Without a preview pass the frame takes no draft: what it shows is what the gateway gives it.
 */
export function joinWorkbench(render: (version: number) => void): void {
  const workbench = window.parent;
  const style = document.head.appendChild(document.createElement('style'));
  const changedStyle = document.head.appendChild(document.createElement('style'));
  let version = 0;
  /** The draft the page shows. */
  let held: PageDraft | null = null;
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
      if (message.moduleId !== null) scrollingBack.abort();
      return showSelected(style, message.moduleId);
    }
    const sent = config().previewToken ? message.draft : null;
    const draft = sent && { pageId: sent.pageId, details: keepUnchanged(held?.pageId === sent.pageId ? held.details : null, sent.details) };
    const inPlace = version > 0 && draft !== null && held?.pageId === draft.pageId;
    held = draft;
    holdPageDraft(draft);
    clearTimeout(fallback);
    if (version === 0) return renderOnce();
    if (inPlace) {
      // The page's view reads its details through the query cache: the new draft takes the old one's place and the
      // same app renders it, so an edit shows in place: nothing reloads, the page stays where it was scrolled.
      cache.set(pageKey(draft.pageId), draft.details);
      return render(version);
    }
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

/** How far down the page is, from 0 (top) to 1 (bottom): two pages of different lengths keep in step by it. */
const scrollRatio = () => {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  return room > 0 ? Math.min(1, Math.max(0, window.scrollY / room)) : 0;
};

/** A scroll the workbench asked for (the view beside this one moved), not to be told back. */
let following = false;

function followScroll(ratio: number): void {
  following = true;
  window.scrollTo(0, ratio * (document.documentElement.scrollHeight - window.innerHeight));
  requestAnimationFrame(() => requestAnimationFrame(() => (following = false)));
}

/** Tells the workbench where the organiser scrolled the page, once a frame, so a view beside it can follow. */
function tellScroll(workbench: Window): void {
  let pending = false;
  addEventListener(
    'scroll',
    () => {
      if (following || pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        postToWorkbench(workbench, { kind: 'scrolled', ratio: scrollRatio() });
      });
    },
    { passive: true },
  );
}
