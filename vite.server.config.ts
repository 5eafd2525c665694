import { defineConfig } from 'vite';
import { CLIENT_BASE } from './src/platform/clientBase.ts';
import { SERVER_BUILD } from './preview/server/build.ts';
import { styledIds } from './vite.styled.ts';

/**
 * The server's build of the app (`npm run build` makes it after the browser's): the render of a
 * site page's first screen for Node, with the same styled-components ids as the browser's chunks.
 * Packages stay imports of node_modules, as Vite's SSR build leaves them.
 */
export default defineConfig({
  base: CLIENT_BASE,
  oxc: styledIds,
  // The public files are the browser's (dist/ has them).
  publicDir: false,
  // styled-components has no ES module for Node (no "exports"): Node would load its CommonJS
  // build, whose default import is not `styled`. Bundled, its ES module build is used.
  ssr: { noExternal: ['styled-components'] },
  build: {
    ssr: 'src/app/serverEntry.ts',
    outDir: SERVER_BUILD,
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    rolldownOptions: {
      // The service worker's registration: its chunk loads only in a browser (after hydration).
      external: ['virtual:pwa-register'],
    },
  },
});
