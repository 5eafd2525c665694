import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One build, two entries: the visitor client (index.html, served at /site/) and the preview
// harness (preview/index.html, served at /preview/). Both load their assets from /site/assets/.
export default defineConfig({
  base: '/site/',
  plugins: [react()],
  // `npm run dev` serves the client with hot reload; the replay server (`NO_BUILD=1 npm start`)
  // answers everything else.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/files', '/preview/api', '/site/domain-config.js'].map((path) => [path, 'http://127.0.0.1:4173']),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      input: {
        site: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview/index.html', import.meta.url)),
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
