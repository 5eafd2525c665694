// The two things the bench measures, each on its own free port: the product (the `npm start`
// server, which rebuilds dist/ when stale) and the reference page (built by Vite, served by a
// few lines of node:http with the product's own file serving, so both pay the same gzip).
import { spawn } from 'node:child_process';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { IMMUTABLE, isFile, resolveInside, REVALIDATE, serveFile } from '../../preview/server/static';
import { freePort, waitUntilAnswers } from '../support/listening';
import { ReferencePage } from './reference/Page';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REFERENCE_OUT = path.join(ROOT, 'build', 'bench-reference');

export interface Running {
  origin: string;
  stop: () => Promise<void>;
}

/** `npm start`'s server with NO_BUILD=0, ready once /site/ answers. */
/** `ssr: false` serves site pages as the shell, which the browser renders alone (SSR=0). */
export async function startProduct({ ssr = true } = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'preview/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NO_BUILD: '0', SSR: ssr ? '1' : '0' },
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
/** Where the reference page is served as static HTML: the same hero, text and styles, no script. */
export const STATIC_PAGE = '/static/';

/**
 * The physical limit of a page: the plain reference's HTML with its content written in and its
 * scripts left out, so the hero paints as soon as the HTML, the CSS and the picture arrive.
 */
function writeStaticReference(): void {
  const built = readFileSync(path.join(REFERENCE_OUT, 'index.html'), 'utf8');
  const html = built
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${renderToStaticMarkup(createElement(ReferencePage))}</div>`);
  if (html.includes('<script')) throw new Error('The static reference page still holds a script');
  mkdirSync(path.join(REFERENCE_OUT, STATIC_PAGE), { recursive: true });
  writeFileSync(path.join(REFERENCE_OUT, STATIC_PAGE, 'index.html'), html);
}

/**
 * Builds the two reference pages of tests/bench/reference/ into build/bench-reference/ and serves
 * them: the plain page at /, the page with the stack's libraries at STACK_PAGE, the plain page as
 * static HTML at STATIC_PAGE. Two builds, so that neither page shares a chunk with the other.
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
  writeStaticReference();
  const server: Server = createServer((req, res) => {
    const relative = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
    const file = resolveInside(REFERENCE_OUT, relative);
    const folder = [STACK_PAGE, STATIC_PAGE].find((prefix) => `/${relative}`.startsWith(prefix)) ?? '/';
    const page = path.join(REFERENCE_OUT, folder, 'index.html');
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
