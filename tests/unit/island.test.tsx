// A part of a server's page left as the server's HTML until the visitor wants it (renderer/Island.tsx).
// jsdom lays nothing out: every island is away from the viewport, as one two screens down is in a
// browser, and nothing ever intersects (the e2e suite proves the viewport's part in Chromium).
import { act } from '@testing-library/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island } from '../../renderer/Island';
import { Hydrating } from '../../renderer/useHydrated';

/** jsdom has no IntersectionObserver: one that, as jsdom lays nothing out, never sees anything intersect. */
class NothingIntersects {
  observe() {}
  disconnect() {}
}
/** Nor measures a range (Range#getBoundingClientRect is not in jsdom): an empty box, as its elements have. */
const emptyBox = () => new DOMRect(0, 0, 0, 0);
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', NothingIntersects);
  Range.prototype.getBoundingClientRect = emptyBox;
});
afterAll(() => {
  vi.unstubAllGlobals();
  delete (Range.prototype as Partial<Range>).getBoundingClientRect;
});

const Visitor = createContext('checking');
const rendered = vi.fn();

/** The island's content: says each render and shows what the context above says. */
function Part() {
  rendered();
  const visitor = useContext(Visitor);
  return (
    <footer>
      <details>
        <summary>Visit</summary>
        <a href="/visit">Plan your visit</a>
      </details>
      <p>{visitor}</p>
    </footer>
  );
}

/** A page whose context changes above the island once hydrated, as the session becoming known does. */
const session = { knowVisitor: () => {} };
function Page({ children }: { children: ReactNode }) {
  const [visitor, setVisitor] = useState('checking');
  useEffect(() => {
    session.knowVisitor = () => setVisitor('anonymous');
  }, []);
  return <Visitor value={visitor}>{children}</Visitor>;
}

const page = (sheet = false) => <Page>{sheet ? <div popover="auto" id="sheet"><Island><Part /></Island></div> : <Island><Part /></Island>}</Page>;

let root: Root | null = null;
let container: HTMLElement;
const recoverable = vi.fn();

/** The server's HTML of the page in the document, hydrated as the browser's entry does. */
async function hydrate(sheet = false) {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page(sheet));
  rendered.mockClear();
  await act(async () => {
    root = hydrateRoot(container, <Hydrating value={{ hydrated: false }}>{page(sheet)}</Hydrating>, { onRecoverableError: recoverable });
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  recoverable.mockClear();
});

describe('an island of a server’s page', () => {
  it('stays the server’s HTML, none of its code run, through the hydration and a change above it', async () => {
    const drawn = renderToString(page());
    await hydrate();
    await act(async () => session.knowVisitor());
    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(drawn);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/visit');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('comes to life when a keyboard focuses it, the focus on the same control drawn anew, with what changed above it meanwhile', async () => {
    await hydrate();
    await act(async () => session.knowVisitor());
    const summary = container.querySelector('summary')!;
    await act(async () => summary.focus());
    expect(rendered).toHaveBeenCalled();
    expect(summary.isConnected).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('summary'));
    expect(container.querySelector('p')!.textContent).toBe('anonymous');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('comes to life as the sheet it is in opens', async () => {
    await hydrate(true);
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => container.querySelector('#sheet')!.dispatchEvent(new Event('beforetoggle')));
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('p')!.textContent).toBe('checking');
  });

  it('renders at once where the browser draws the page itself', async () => {
    container = document.body.appendChild(document.createElement('div'));
    rendered.mockClear();
    await act(async () => {
      root = createRoot(container);
      root.render(page());
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('summary')).not.toBeNull();
  });
});
