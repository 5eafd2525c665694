import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetch } from '../../src/platform/queryCache';
import { useQuery } from '../../src/platform/useQuery';

function View({ queryKey, load }: { queryKey: string; load: () => Promise<string> }) {
  const query = useQuery(queryKey, load);
  if (query.status === 'error') return <button onClick={query.retry}>failed: {String(query.error)}</button>;
  return <p>{query.status === 'ready' ? query.data : 'loading'}</p>;
}

describe('loads started at launch (prefetch)', () => {
  it('a view asking for a key already on its way joins that load instead of starting its own', async () => {
    let answer: (value: string) => void = () => undefined;
    const launched = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const own = vi.fn(() => Promise.resolve('from the view'));
    prefetch('joined', launched);
    render(<View queryKey="joined" load={own} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer('from launch'));
    expect(await screen.findByText('from launch')).toBeTruthy();
    expect(launched).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
  });

  it('a prefetch that failed before any view asked is shown by the first view, and its retry loads anew', async () => {
    await prefetch('failed-early', () => Promise.reject(new Error('503'))).catch(() => undefined);
    const own = vi.fn(() => Promise.resolve('recovered'));
    render(<View queryKey="failed-early" load={own} />);
    const retry = await screen.findByRole('button', { name: /failed: Error: 503/ });
    expect(own).not.toHaveBeenCalled();
    await act(async () => retry.click());
    await waitFor(() => expect(screen.getByText('recovered')).toBeTruthy());
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('a view that joined a failing prefetch shows it once; its retry does not see it again', async () => {
    let fail: (error: Error) => void = () => undefined;
    prefetch('joined-failure', () => new Promise<string>((_, reject) => (fail = reject)));
    const own = vi.fn(() => Promise.resolve('second try'));
    render(<View queryKey="joined-failure" load={own} />);
    await act(async () => fail(new Error('timeout')));
    const retry = await screen.findByRole('button', { name: /failed: Error: timeout/ });
    await act(async () => retry.click());
    await waitFor(() => expect(screen.getByText('second try')).toBeTruthy());
  });
});
