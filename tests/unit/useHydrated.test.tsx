// useHydrated through a hydration (issue 31): it turns true in a transition, which waits for the
// server's parts below it still hydrating, rather than a store's change, which reaches them at
// once. Shown with a part whose code has not arrived: the store's change has React throw the
// server's HTML of that part away and draw it anew; the transition keeps it.
import { act } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Hydrating, useHydrated } from '../../renderer/useHydrated';

function Part({ inBrowser }: { inBrowser: boolean }) {
  return <p>{inBrowser ? 'the browser’s' : 'the server’s'}</p>;
}

/** A page whose part below the hook comes with its own code, as a module does. */
function page(PartShown: typeof Part) {
  return function Page() {
    const inBrowser = useHydrated();
    return (
      <Suspense fallback={<p>loading</p>}>
        <PartShown inBrowser={inBrowser} />
      </Suspense>
    );
  };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Hydrates the server's HTML of the page while the part's code is still on its way, then lets it come. */
async function hydrateWhileCodeComes(wrap: (page: ReactNode) => ReactNode) {
  const container = document.createElement('div');
  const ServerPage = page(Part);
  container.innerHTML = renderToString(<ServerPage />);
  const serverPart = container.querySelector('p');
  let arrive!: () => void;
  const code = new Promise<{ default: typeof Part }>((resolve) => {
    arrive = () => resolve({ default: Part });
  });
  const BrowserPage = page(lazy(() => code) as unknown as typeof Part);
  const recoverable: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, wrap(<BrowserPage />), { onRecoverableError: (error) => recoverable.push(String(error)) });
  });
  await act(async () => arrive());
  return { container, serverPart, recoverable };
}

describe('useHydrated through a hydration', () => {
  it('keeps the server’s part still waiting for its code, and then shows the browser’s', async () => {
    const hydration = { hydrated: false };
    const { container, serverPart, recoverable } = await hydrateWhileCodeComes((shown) => <Hydrating value={hydration}>{shown}</Hydrating>);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('p')).toBe(serverPart);
    expect(container.textContent).toBe('the browser’s');
  });

  it('outside a hydration the entry watches, the store’s change throws that part away (what the transition avoids)', async () => {
    const { container, serverPart, recoverable } = await hydrateWhileCodeComes((shown) => shown);
    // React says nothing of it (no recoverable error): the element is simply another.
    expect(recoverable).toEqual([]);
    expect(container.querySelector('p')).not.toBe(serverPart);
    expect(container.textContent).toBe('the browser’s');
  });

  it('is true at once for a part mounted once the server’s screen is hydrated', () => {
    const seen: boolean[] = [];
    function Later() {
      seen.push(useHydrated());
      return null;
    }
    root = createRoot(document.createElement('div'));
    act(() => root!.render(<Hydrating value={{ hydrated: true }}><Later /></Hydrating>));
    expect(seen[0]).toBe(true);
  });
});
