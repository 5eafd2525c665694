// @vitest-environment node
// The folder rules of shared/DESIGN.md, checked on the files themselves. eslint.config.js has the
// same rules as no-restricted-imports; this test exists because a lint rule with a wrong glob
// passes silently, while this one names each file that breaks a boundary.
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
});
