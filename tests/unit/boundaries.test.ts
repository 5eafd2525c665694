// @vitest-environment node
// The folder rules, checked on the files themselves: the contract and the engine stand alone,
// src/ has one layer order (the README's layout table), and neither a file nor a folder of src/
// imports itself back through a circle.
// eslint.config.js has the first two rules too; this test exists because a lint rule with a
// wrong glob passes silently, while this one names each file that breaks a boundary.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** The JSON Schema export is a Node script beside the contract, not part of it. */
const EXPORT_SCRIPT = path.join(root, 'schemas', 'export-json-schema.ts');
const withoutExtension = (where: string) => where.replace(/\.[cm]?[jt]sx?$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'json' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names: static and type imports, re-exports, import(), require(). */
function importSpecifiers(code: string): string[] {
  const uncommented = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...uncommented.matchAll(pattern)].map((match) => match[1] as string));
}

/** Where a specifier points inside the repository ('' for a package), as a posix path. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  if (specifier.startsWith('/')) return path.relative(root, specifier).split(path.sep).join('/');
  return /^(?:src|renderer|schemas)(?:\/|$)/.test(specifier) ? specifier : '';
}

/**
 * src/'s layers, lowest first: a folder imports from its own layer or a lower one, never from
 * a higher one. Folders of one layer may import each other, never in a circle (see below).
 * The machines sit below platform because they are pure: they may read texts and formats,
 * never storage, requests or the page.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['i18n'],
  ['theme'],
  ['machines'],
  ['platform'],
  ['api'],
  ['site'],
  ['auth'],
  ['identity'],
  ['modules'],
  ['shell'],
  ['pages'],
  ['app'],
];
/** The folder of src/ a path is in ('src/pages/list/ListPage.tsx' is in 'src/pages'), or null outside src/. */
const folderOf = (where: string): string | null => (inside(where, 'src') ? where.split('/').slice(0, 2).join('/') : null);
const layerOf = (where: string): number => LAYERS.findIndex((folders) => folders.includes(where.split('/')[1] ?? ''));

/** Each file's imports inside the repository, resolved to files. */
function importGraph(folders: readonly string[]): Map<string, string[]> {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder))).map((file) => path.relative(root, file).split(path.sep).join('/'));
  const known = new Set(files);
  const resolveFile = (where: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => where + suffix).find((candidate) => known.has(candidate)) ?? null;
  return new Map(
    files.map((file) => [
      file,
      importSpecifiers(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
        const found = resolveFile(target(path.join(root, file), specifier));
        return found ? [found] : [];
      }),
    ]),
  );
}

/** The circles of a graph: its strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The imports between src/'s folders that a file graph implies: two folders can import each
 * other file by file with no file circle, and still neither can be understood without the other.
 */
function folderGraph(files: Map<string, string[]>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, imports] of files) {
    const from = folderOf(file);
    if (!from) continue;
    const reached = new Set(graph.get(from));
    for (const to of imports.map(folderOf)) if (to && to !== from) reached.add(to);
    graph.set(from, [...reached]);
  }
  return graph;
}

const inside = (where: string, folder: string) => where === folder || where.startsWith(`${folder}/`);

function violations(folder: string, check: (file: string, specifier: string, where: string) => string | null): string[] {
  return sourceFiles(path.join(root, folder)).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const why = check(file, specifier, target(file, specifier));
      return why ? [`${path.relative(root, file)} imports '${specifier}': ${why}`] : [];
    }),
  );
}

describe('folder boundaries', () => {
  it('finds the specifiers of every import form', () => {
    const code = [
      "import a from '../src/a';",
      "import type {\n  B,\n} from '../src/b';",
      "export * from './c';",
      "import './d.css';",
      "const e = await import('../src/e');",
      "// import x from '../src/commented';",
      "/* import y from '../src/commented'; */",
    ].join('\n');
    expect(importSpecifiers(code).sort()).toEqual(['../src/a', '../src/b', '../src/e', './c', './d.css']);
  });

  it('scans real files', () => {
    expect(sourceFiles(path.join(root, 'renderer')).length).toBeGreaterThan(0);
    expect(sourceFiles(path.join(root, 'schemas')).length).toBeGreaterThan(0);
  });

  it('renderer/ never imports from src/', () => {
    expect(violations('renderer', (_file, _specifier, where) => (inside(where, 'src') ? 'reaches src/' : null))).toEqual([]);
  });

  it('schemas/ imports zod and its own files only', () => {
    const found = violations('schemas', (file, specifier, where) => {
      if (inside(where, 'src')) return 'reaches src/';
      if (inside(where, 'renderer')) return 'reaches renderer/';
      if (withoutExtension(where) === 'schemas/export-json-schema') return 'the contract must not load the export script';
      if (where) return inside(where, 'schemas') ? null : 'leaves schemas/';
      if (specifier === 'zod' || specifier.startsWith('zod/')) return null;
      if (file === EXPORT_SCRIPT && specifier.startsWith('node:')) return null;
      return 'only zod and files in schemas/ are allowed';
    });
    expect(found).toEqual([]);
  });

  it('src/ has one layer order: no folder imports from a higher layer', () => {
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((name) => layerOf(`src/${name}`) < 0)).toEqual([]);
    const found = violations('src', (file, _specifier, where) => {
      const from = layerOf(path.relative(root, file).split(path.sep).join('/'));
      if (inside(where, 'src') && layerOf(where) > from) return `reaches up from ${LAYERS[from]!.join('/')} into ${where.split('/')[1]}`;
      if (inside(where, 'tests') || inside(where, 'preview')) return 'src/ reaches test or preview code';
      return null;
    });
    expect(found).toEqual([]);
  });

  it('finds a circle when there is one, and none in a chain', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('no file of the client imports itself back through a circle (type-only and lazy imports count)', () => {
    expect(circles(importGraph(['schemas', 'renderer', 'src']))).toEqual([]);
  });

  it('finds a circle between two folders whose files make none', () => {
    const files = new Map([
      ['src/a/one.ts', ['src/b/two.ts']],
      ['src/b/two.ts', []],
      ['src/b/three.ts', ['src/a/four.ts', 'renderer/index.ts']],
      ['src/a/four.ts', ['src/a/one.ts']],
      ['src/c/five.ts', ['src/a/four.ts']],
    ]);
    expect(circles(files)).toEqual([]);
    expect(circles(folderGraph(files))).toEqual([['src/a', 'src/b']]);
    expect(circles(folderGraph(new Map([['src/a/one.ts', ['src/a/two.ts']], ['src/a/two.ts', ['src/a/one.ts']]])))).toEqual([]);
  });

  it("no folder of src/ imports itself back through another folder's files", () => {
    expect(circles(folderGraph(importGraph(['src'])))).toEqual([]);
  });

  it("the README's layout table lists src/'s layers in this order", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| (\d+) \| ((?:`src\/\w+\/`(?:, )?)+) \|/gm)].map((row) => ({
      layer: Number(row[1]),
      folders: [...row[2]!.matchAll(/`src\/(\w+)\/`/g)].map((folder) => folder[1]),
    }));
    expect(rows).toEqual(LAYERS.map((folders, layer) => ({ layer, folders: [...folders] })));
  });
});
