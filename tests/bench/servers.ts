// The two things the bench measures, each on its own free port: the product (the `npm start`
// server, which rebuilds dist/ when stale) and the reference page (built by Vite, served by a
// few lines of node:http with the product's own file serving, so both pay the same gzip).
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { IMMUTABLE, isFile, resolveInside, REVALIDATE, serveFile } from '../../preview/server/static';
import { freePort, waitUntilAnswers } from '../support/listening';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REFERENCE_OUT = path.join(ROOT, 'build', 'bench-reference');

export interface Running {
  origin: string;
  stop: () => Promise<void>;
}

/** `npm start`'s server with NO_BUILD=0, ready once /site/ answers. */
export async function startProduct(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'preview/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NO_BUILD: '0' },
    // Its stdout logs every request; the build's progress and any failure go to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswers(`${origin}/site/`, 240_000, child, 'the product server');
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Where the reference page with the stack's libraries is served (tests/bench/reference/stack/). */
export const STACK_PAGE = '/stack/';

/**
 * Builds the two reference pages of tests/bench/reference/ into build/bench-reference/ and serves
 * them: the plain page at /, the page with the stack's libraries at STACK_PAGE. Two builds, so
 * that neither page shares a chunk with the other.
 */
export async function startReference(): Promise<Running> {
  const configFile = path.join(import.meta.dirname, 'reference', 'vite.config.ts');
  await build({ configFile });
  await build({
    configFile,
    root: path.join(import.meta.dirname, 'reference', 'stack'),
    base: STACK_PAGE,
    publicDir: false, // the hero is the plain page's, at /hero.svg
    build: { outDir: path.join(REFERENCE_OUT, STACK_PAGE), emptyOutDir: true },
  });
  const server: Server = createServer((req, res) => {
    const relative = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
    const file = resolveInside(REFERENCE_OUT, relative);
    const page = `/${relative}`.startsWith(STACK_PAGE) ? path.join(REFERENCE_OUT, STACK_PAGE, 'index.html') : path.join(REFERENCE_OUT, 'index.html');
    const target = isFile(file) ? file : page;
    serveFile(req, res, target, /(^|\/)assets\//.test(relative) ? IMMUTABLE : REVALIDATE).catch((error) => {
      res.destroy(error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
