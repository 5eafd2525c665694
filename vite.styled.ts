/**
 * styled-components names each component's class by the order components are created, which
 * differs between the server's bundle and the browser's chunks: the server's HTML would then
 * carry class names the browser does not know (issue 31). Rolldown's built-in transform gives
 * each `styled` definition an id from its file and position instead, the same in both builds.
 * No display or file names: they would only add bytes to the phone's first download. The CSS
 * stays as written (its minifier saves 0.2 kB gzip, and jsdom's styles then read differently).
 */
export const styledIds = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: false, pure: true } },
} as const;
