// Bundle budget: gzip bytes of the JavaScript the home route loads before its first render.
// Gzip size is deterministic, so unlike timings it may fail the build (shared/DESIGN.md).
// That set is the entry script plus Vite's modulepreload links, which already list the entry's
// static imports; lazily loaded chunks (sign-in, video, points mall…) are not in it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BASE = '/site/';
const BUDGET = 150 * 1024;

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const rawBytes = (file) => readFileSync(file).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** dist/ path of an asset URL in index.html: /site/assets/x.js → dist/assets/x.js. */
function distPath(url) {
  const pathname = new URL(url, `http://localhost${BASE}`).pathname;
  if (!pathname.startsWith(BASE)) throw new Error(`asset outside ${BASE}: ${url}`);
  return path.join(DIST, pathname.slice(BASE.length));
}

/** The src/href of every tag of one kind, read from its attributes in any order. */
function urls(html, tag, isWanted, attribute) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))]
    .map(([element]) => element)
    .filter(isWanted)
    .map((element) => element.match(new RegExp(`\\b${attribute}=["']([^"']+)["']`, 'i'))?.[1])
    .filter(Boolean);
}

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const initial = [
  ...urls(html, 'script', (element) => /\btype=["']module["']/i.test(element), 'src'),
  ...urls(html, 'link', (element) => /\brel=["']modulepreload["']/i.test(element), 'href'),
];
const files = [...new Set(initial.map(distPath))].map((file) => ({ file, raw: rawBytes(file), gzip: gzipBytes(file) }));
const total = files.reduce((sum, { gzip }) => sum + gzip, 0);

const assets = path.join(DIST, 'assets');
const allJs = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(assets, name));
const allJsGzip = allJs.reduce((sum, file) => sum + gzipBytes(file), 0);
const allJsRaw = allJs.reduce((sum, file) => sum + rawBytes(file), 0);

console.table(Object.fromEntries(files.map(({ file, raw, gzip }) => [file, { raw, gzip }])));
console.log(`Home route before first render: ${kB(total)} gzip in ${files.length} files (budget ${kB(BUDGET)})`);
console.log(`All JavaScript in ${assets}: ${kB(allJsGzip)} gzip, ${kB(allJsRaw)} raw, ${allJs.length} files (for information)`);

const withinBudget = files.length > 0 && total <= BUDGET;
mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/size.json',
  `${JSON.stringify({ budget: BUDGET, total, withinBudget, files, allJs: { files: allJs.length, raw: allJsRaw, gzip: allJsGzip } }, null, 2)}\n`,
);

if (files.length === 0) console.error('No entry script found in dist/index.html: is the build broken?');
else if (!withinBudget) console.error(`Over budget by ${kB(total - BUDGET)}.`);
process.exitCode = withinBudget ? 0 : 1;
