// Lint for the whole tree: JS + TS recommended, the rules of hooks, and the folder boundaries
// of the README (Layout). tests/unit/boundaries.test.ts checks them again, with src/'s layers, because
// a misconfigured lint rule fails silently.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (message, group) => ['error', { patterns: [{ group, message }] }];

export default defineConfig([
  // Generated or downloaded output, never source.
  globalIgnores([
    'dist/',
    'dist-server/',
    'prerendered/',
    'node_modules/',
    'build/', // also Ladle's default output
    'test-results/',
    'playwright-report/',
    'schemas/json/',
    'tmp/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_`-prefixed names are deliberate placeholders (unused arguments in callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures receive a callback named `use`; it is not React's use().
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The generic engine knows nothing of the product.
    files: ['renderer/**'],
    rules: {
      'no-restricted-imports': boundary('renderer/ must never import from src/ (README, Layout).', [
        '**/src/**',
        '../src/*',
        '../../src/*',
        '../src',
        '../../src',
      ]),
    },
  },
  {
    // The wire contract depends on zod alone, so it can be shared with anyone.
    files: ['schemas/**'],
    rules: {
      'no-restricted-imports': boundary('schemas/ imports nothing of ours except zod (README, Layout).', [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        '**/src/**',
        '**/renderer/**',
        '../src',
        '../renderer',
      ]),
    },
  },
]);
