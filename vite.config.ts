import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;

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
    rolldownOptions: {
      input: {
        site: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview/index.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // What every screen renders with, in one file rather than a dozen: on a phone each
            // extra file costs a round trip. The launch code needs none of it, so the gateway's
            // replies are already on the way while it downloads.
            { name: 'framework', test: FRAMEWORK, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
