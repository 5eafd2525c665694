import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { CLIENT_BASE } from './src/platform/clientBase.ts';
import { FIRST_SCREEN_TYPES } from './src/modules/firstScreenTypes.ts';
import { serviceWorker } from './vite.serviceWorker.ts';
import { styledIds } from './vite.styled.ts';

/**
 * The visitor client's entry starts the gateway calls and then imports the app; these are the
 * modules it imports at once.
 */
const LAUNCH_IMPORTS = ['src/app/start.tsx', 'src/pages/index/PageView.tsx'];
const ENTRY = 'src/app/main.tsx';
/** The module types at the top of most pages: their code travels as one file. */
const FIRST_SCREEN_MODULES = FIRST_SCREEN_TYPES.map((type) => `src/modules/${type}/index.tsx`);
/** The icon set: both chromes and most modules draw with it, so it rides in the shell rather than a file of its own. */
const ICONS = 'src/theme/icons.tsx';

/**
 * What the first screen of a site page runs, in three files beside the framework: the entry's
 * static imports ('launch'), everything the launch imports reach statically less what the entry
 * carries ('shell'), and the first-screen module types less both ('first-modules'). Rolldown
 * would split the same code into some thirty small files by their sharing; on a phone each file
 * costs a request on one of six connections. The module graph is read as it is parsed; the
 * chunk groups ask for it once every module is known.
 */
function launchChunk() {
  const imports = new Map<string, readonly string[]>();
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of imports.get(id) ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };
  let groups: { entry: Set<string>; shell: Set<string>; firstModules: Set<string> } | undefined;
  const plugin: Plugin = {
    name: 'launch-chunk',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const known = () => {
    if (!groups) {
      const ids = [...imports.keys()];
      const rootsOf = (files: string[]) => ids.filter((id) => files.some((file) => id.endsWith(file)));
      const entry = closure(rootsOf([ENTRY]));
      const shell = new Set([...closure(rootsOf([...LAUNCH_IMPORTS, ICONS]))].filter((id) => !entry.has(id) && !FRAMEWORK.test(id)));
      const firstModules = new Set([...closure(rootsOf(FIRST_SCREEN_MODULES))].filter((id) => !entry.has(id) && !shell.has(id) && !FRAMEWORK.test(id)));
      groups = { entry, shell, firstModules };
    }
    return groups;
  };
  return {
    plugin,
    /** The entry's imports (the gateway calls, the schemas they check with): one file beside it. */
    entryTest: (id: string) => !id.endsWith(ENTRY) && known().entry.has(id),
    shellTest: (id: string) => known().shell.has(id),
    firstModulesTest: (id: string) => known().firstModules.has(id),
  };
}

/**
 * Lists the launch imports' chunks (and what they import) as modulepreload links in index.html,
 * so the browser downloads them beside the entry instead of after it.
 */
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
        for (const chunk of chunks) if (chunk.moduleIds.some((module) => LAUNCH_IMPORTS.some((id) => module.endsWith(id)))) visit(chunk.fileName);
        const present = new Set([...html.matchAll(/\/site\/(assets\/[^"]+\.js)/g)].map((match) => match[1]));
        return [...wanted]
          .filter((fileName) => !present.has(fileName))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${CLIENT_BASE}${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;

const launch = launchChunk();

/** The visitor client's entry file, by its name in the build's input. */
const SITE_ENTRY = 'site';

/** The files a site page's first screen runs besides its entry: each a chunk group of the build. */
const FIRST_SCREEN_GROUPS = [
  // What every screen renders with, in one file rather than a dozen: on a phone each extra file
  // costs a round trip. The launch code needs none of it, so the gateway's replies are already
  // on the way while it downloads.
  { name: 'framework', test: FRAMEWORK, priority: 2 },
  // Their dependencies are their own members already; the entry's must stay out of the shell.
  { name: 'launch', test: launch.entryTest, priority: 1, includeDependenciesRecursively: false },
  { name: 'shell', test: launch.shellTest, priority: 1, includeDependenciesRecursively: false },
  { name: 'first-modules', test: launch.firstModulesTest, priority: 1, includeDependenciesRecursively: false },
];

/**
 * What both terminals' bars run (their place on the page, the search link, the page in view):
 * one small file, not split again for the phone's menu sheet, which needs only a part (+178 bytes).
 */
const SITE_BAR = { name: 'siteBar', test: /[\\/]src[\\/]shell[\\/](siteBar|SiteSearchLink|useCurrentPage)\.tsx?$/ };

/** The files a site page's first screen runs before it is live: the entry and its groups. */
const COMPILED_ON_LOAD = new Set([SITE_ENTRY, ...FIRST_SCREEN_GROUPS.map((group) => group.name)]);

/**
 * V8's explicit compile hint on those files: Chromium compiles each whole while it downloads, on
 * a thread of its own, rather than each function on the main thread at its first call (the
 * first screen's hydration runs most of them; other engines read a comment). The phone's main
 * thread, 4× slowed, demo home, alternating: long tasks past 50 ms summed 980-1,050 -> 520-590 ms;
 * Lighthouse's phone TBT 967 -> 678 ms (docs/server-rendering.md). The hint must be the file's
 * first line, so it goes in last, after Vite's own preamble, and the source map moves down a
 * line with the code.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !COMPILED_ON_LOAD.has(chunk.name)) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // By now the map is its own file in the bundle (Vite wrote its preamble's line into it).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type !== 'asset') continue;
          const json = JSON.parse(String(map.source)) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      },
    },
  };
}

/** Every unit and fuzz test file, with its text. */
const UNIT_FILES = readdirSync(new URL('./tests', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => /^tests\/(unit|fuzz)\/.+\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') }));

type UnitEnvironment = 'jsdom' | 'node';

/**
 * Where a test file runs: React tests (.tsx) in jsdom, the rest in plain Node, about 0.4 s less
 * machine time per file than building a DOM each one does not use; a file says otherwise in its
 * first line (`// @vitest-environment jsdom`).
 */
const environmentOf = ({ file, text }: { file: string; text: string }): UnitEnvironment =>
  (/@vitest-environment (jsdom|node)/.exec(text)?.[1] as UnitEnvironment | undefined) ?? (file.endsWith('.tsx') ? 'jsdom' : 'node');

/**
 * The files that run alone: those that replace a module (`vi.mock`), as a module graph shared
 * with other files would keep the first file's replacement, bound to that file's variables; and
 * those that hydrate what React's server renderer drew (`hydrateRoot(`), which leaves its mark on
 * the contexts of the shared packages, and every later render in the same worker warned of
 * "multiple renderers".
 */
const runsAlone = ({ text }: { text: string }) => text.includes('vi.mock(') || text.includes('hydrateRoot(');

/**
 * The unit projects, one per environment, whose files share their worker (`isolate: false`):
 * loading the packages (React, Testing Library, Zod, i18next…) anew for every file was most of
 * the suite's time (the whole suite: 192 s isolated, 124 s shared). Each file leaves the globals
 * as it found them and the next imports the product's own modules anew (tests/unit/setup.ts).
 * Vitest keeps a worker only while the next file in its queue is of the same project and
 * environment: one project per environment, run one after the other (`groupOrder`), lets each
 * worker run its share to the end, where files of both kinds taking turns had a new worker, with
 * its DOM and packages, started for most files (40 for 72 files in jsdom).
 */
function unitProjects() {
  const files = (environment: UnitEnvironment, alone: boolean) =>
    UNIT_FILES.filter((entry) => environmentOf(entry) === environment && runsAlone(entry) === alone).map(({ file }) => file);
  const project = (name: string, environment: UnitEnvironment, groupOrder: number, alone: boolean) => ({
    extends: true as const,
    test: { name, include: files(environment, alone), environment, isolate: alone, sequence: { groupOrder } },
  });
  return [project('dom', 'jsdom', 0, false), project('node', 'node', 1, false), project('dom, isolated', 'jsdom', 2, true), project('node, isolated', 'node', 2, true)];
}

// One build, two entries: the visitor client (index.html, served at /site/) and the preview
// harness (preview/index.html, served at /preview/). Both load their assets from /site/assets/.
export default defineConfig({
  base: CLIENT_BASE,
  plugins: [react({ jsxImportSource: '#jsx' }), preloadLaunchImports(), launch.plugin, compileHints(), VitePWA(serviceWorker)],
  oxc: styledIds,
  // `npm run dev` serves the client with hot reload; the replay server (`NO_BUILD=1 npm start`)
  // answers everything else.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/files', '/preview/api', `${CLIENT_BASE}domain-config.js`].map((path) => [path, 'http://127.0.0.1:4173']),
    ),
  },
  build: {
    outDir: 'dist',
    // Every browser the product supports knows modulepreload; the polyfill would cost a file.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      input: {
        [SITE_ENTRY]: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview/index.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [...FIRST_SCREEN_GROUPS, SITE_BAR],
        },
      },
    },
  },
  test: {
    projects: [
      ...unitProjects(),
      // The jsdom render benchmark prints figures and proves nothing the conformance suite and the
      // layout-shift walk over the stress page do not: `npm run bench` runs it (40 s), not `npm test`.
      ...(process.env.RENDER_BENCH ? [{ extends: true as const, test: { name: 'bench', include: ['tests/bench/**/*.test.tsx'], environment: 'jsdom' } }] : []),
    ],
    setupFiles: ['tests/unit/setup.ts'],
    // Components in unit tests draw their texts as the data has them: the soft hyphens our JSX
    // runtime puts into long words are proved by drawnText.test.tsx and the end-to-end suite.
    alias: { '#jsx/jsx-runtime': 'react/jsx-runtime', '#jsx/jsx-dev-runtime': 'react/jsx-dev-runtime' },
    // Vitest's default leaves one core to its main process: on two cores that is one worker, and
    // the suite took 150 s where two take 104 s (measured here, quiet machine).
    maxWorkers: '100%',
    // The visitor's zone in every unit test, whatever the machine's: the programme's venue (Macau) is 8 hours east of it.
    env: { TZ: 'UTC' },
    // A stray .only would drop every other test from the totals, on any machine.
    allowOnly: false,
  },
});
