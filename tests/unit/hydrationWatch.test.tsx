// When the app may call itself live (renderer/hydration.tsx): React commits the root of a
// server's first screen before it hydrates the Suspense boundaries inside, so "live" waits for
// every boundary the server drew. A boundary whose content still waits (here, for a promise the
// test holds) keeps the app from being live; with "live" at the root's first commit, as before,
// the first test fails.
import { act } from '@testing-library/react';
import { use, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedSuspense, WatchHydration } from '../../renderer/hydration';

/** A promise whose value `use` reads at once, as a server's render has it. */
function settled(): Promise<string> {
  return Object.assign(Promise.resolve('held'), { status: 'fulfilled', value: 'held' });
}

function Held({ until }: { until: Promise<string> }) {
  return <span>{use(until)}</span>;
}

/** Two boundaries, one inside the other, the inner one waiting for `until`. */
function Page({ until }: { until: Promise<string> }) {
  return (
    <HydratedSuspense fallback={null}>
      <p>outer</p>
      <HydratedSuspense fallback={null}>
        <Held until={until} />
      </HydratedSuspense>
    </HydratedSuspense>
  );
}

const watched = (onHydrated: () => void, page: ReactNode) => <WatchHydration onHydrated={onHydrated}>{page}</WatchHydration>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('the app is live', () => {
  it('once every boundary of a server’s first screen is hydrated, not at the root’s first commit', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page until={settled()} />);
    let release!: (value: string) => void;
    const until = new Promise<string>((resolve) => (release = resolve));
    const onHydrated = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, watched(onHydrated, <Page until={until} />));
    });
    // The outer boundary is hydrated; the inner one is still the server's HTML.
    expect(container.textContent).toBe('outerheld');
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => release('held'));
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('outerheld');
  });

  it('at the first commit where nothing came from a server, a boundary still waiting included', async () => {
    const container = document.createElement('div');
    const onHydrated = vi.fn();
    root = createRoot(container);
    await act(async () => root!.render(watched(onHydrated, <Page until={new Promise<string>(() => {})} />)));
    expect(container.textContent).toBe('outer');
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });
});
