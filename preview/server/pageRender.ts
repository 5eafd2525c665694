import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../../src/app/serverEntry';
import { SERVER_ENTRY } from './build';

type ServerEntry = typeof import('../../src/app/serverEntry');
/** A page to render: its address, terminal, language, replies, detail and its browser's domain config. */
export type PageRequest = Omit<Parameters<ServerEntry['renderSitePage']>[0], 'signal'>;

/** Why a first screen went out without the server's render: counted in Server-Timing and the log. */
export type RenderFallback = 'render-error' | 'render-timeout' | 'render-unbuilt';

/**
 * The app's server build (vite.server.config.ts) in `dir`, imported once: a build made while the
 * server runs is read at its next start (imported again under another address, its chunks would
 * load a second time, each with contexts of its own). A render that throws or passes
 * `deadlineMs` gives its reason instead of a page; the page then goes out as the shell.
 */
export function pageRenderer(dir: string, deadlineMs: number) {
  const file = path.join(dir, SERVER_ENTRY);
  let loaded: Promise<ServerEntry> | null = null;
  // Imported and warmed up at once, outside any render's deadline: the app's code takes a second
  // or two to read, which a first visitor waits for rather than getting the shell.
  const entry = (): Promise<ServerEntry> | null => {
    if (!loaded && fs.existsSync(file)) {
      loaded = import(pathToFileURL(file).href).then(async (module: ServerEntry) => {
        await module.warmUp();
        return module;
      });
    }
    return loaded;
  };
  entry()?.catch(() => undefined);

  return async (request: PageRequest): Promise<RenderedPage | { fallback: RenderFallback; error?: unknown }> => {
    const built = entry();
    if (!built) return { fallback: 'render-unbuilt' };
    const ready = await built.catch((error: unknown) => error as Error);
    if (ready instanceof Error) return { fallback: 'render-error', error: ready };
    const signal = AbortSignal.timeout(deadlineMs);
    const late = new Promise<{ fallback: RenderFallback }>((resolve) => signal.addEventListener('abort', () => resolve({ fallback: 'render-timeout' })));
    try {
      return await Promise.race([ready.renderSitePage({ ...request, signal }), late]);
    } catch (error) {
      return { fallback: 'render-error', error };
    }
  };
}
