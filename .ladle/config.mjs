/**
 * Ladle runs its own Vite (6), so it must not load our vite.config.ts (Vite 8 plugins, the
 * /site/ base, two entries): it gets the plain config next to this file instead.
 *
 * Viewports: every module story sets `meta.width` to one of the named widths below, and
 * `meta.language` to a site language; .ladle/components.tsx turns the width in force into the
 * renderer's terminal and the language into i18next's. The width picker in Ladle's toolbar
 * switches the terminal of any story the same way.
 *
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.mjs',
  addons: {
    width: {
      options: { mobile: 375, desktop: 1440 },
    },
  },
};
