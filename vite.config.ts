import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The visitor client's entry starts the gateway calls and then imports the app; these are the
 * modules it imports at once. Listing their chunks (and what they import) as modulepreload
 * links in index.html lets the browser download them beside the entry instead of after it.
 */
const LAUNCH_IMPORTS = ['src/app/start.tsx', 'src/pages/index/PageView.tsx'];

function preloadLaunchImports(): Plugin {
  return {
    name: 'preload-launch-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        if (!bundle || path !== '/index.html') return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) if (LAUNCH_IMPORTS.some((id) => chunk.facadeModuleId?.endsWith(id))) visit(chunk.fileName);
        const present = new Set([...html.matchAll(/\/site\/(assets\/[^"]+\.js)/g)].map((match) => match[1]));
        return [...wanted]
          .filter((fileName) => !present.has(fileName))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/site/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;

// One build, two entries: the visitor client (index.html, served at /site/) and the preview
// harness (preview/index.html, served at /preview/). Both load their assets from /site/assets/.
export default defineConfig({
  base: '/site/',
  plugins: [react(), preloadLaunchImports()],
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
