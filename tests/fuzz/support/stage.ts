// Where a fuzz case renders, and what counts as a crash there: an error any boundary caught (a
// module's boundary turns a throw into "left out", which must not hide it from the property), an
// error no boundary caught, or an error thrown outside React (a handler, a promise nobody awaited).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { replayFetch } from '../../unit/support/replayFetch';
import { cache, failedEarly, inFlight } from '../../../src/platform/queryCache';

export interface Crash {
  where: 'boundary' | 'uncaught' | 'window' | 'promise';
  message: string;
}

const summary = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack?.split('\n').slice(1, 6).join('\n')}` : String(error));

/** Every reply read so far forgotten: a case reads its own replies, never the case before's. */
function forgetCache(): void {
  cache.clear();
  inFlight.clear();
  failedEarly.clear();
}

export class Stage {
  readonly crashes: Crash[] = [];
  private host = document.createElement('div');
  private root: Root | null = null;
  private readonly onWindowError = (event: ErrorEvent) => this.crashes.push({ where: 'window', message: summary(event.error ?? event.message) });
  private readonly onRejection = (reason: unknown) => this.crashes.push({ where: 'promise', message: summary(reason) });
  /** Calls that have not answered yet: a case waits for its replies. */
  private pending = 0;
  /** The network of the next case: the replay server's fixtures unless a case rewrites some. */
  answer: typeof fetch = replayFetch;

  constructor() {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      this.pending += 1;
      try {
        return await this.answer(input, init);
      } finally {
        this.pending -= 1;
      }
    });
    document.body.append(this.host);
    window.addEventListener('error', this.onWindowError);
    process.on('unhandledRejection', this.onRejection);
  }

  get element(): HTMLElement {
    return this.host;
  }

  /**
   * Renders `tree` in a fresh root with nothing cached from the case before, then lets every
   * reply arrive and every update it brings commit. Returns the crashes of this case.
   */
  async show(tree: ReactNode, rounds = 40): Promise<Crash[]> {
    this.crashes.length = 0;
    this.clear();
    forgetCache();
    this.root = createRoot(this.host, {
      onCaughtError: (error) => this.crashes.push({ where: 'boundary', message: summary(error) }),
      onUncaughtError: (error) => this.crashes.push({ where: 'uncaught', message: summary(error) }),
    });
    await act(async () => this.root!.render(tree));
    // Quiet twice in a row: no call out, nothing said to be on its way, and a macrotask in which nothing new started.
    for (let quiet = 0, round = 0; quiet < 2 && round < rounds; round += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      quiet = this.pending === 0 && !this.host.querySelector('[aria-busy="true"]') ? quiet + 1 : 0;
    }
    return [...this.crashes];
  }

  private clear() {
    if (this.root) act(() => this.root!.unmount());
    this.root = null;
  }

  close(): void {
    this.clear();
    this.host.remove();
    window.removeEventListener('error', this.onWindowError);
    process.off('unhandledRejection', this.onRejection);
  }
}
