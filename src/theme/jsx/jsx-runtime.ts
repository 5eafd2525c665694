// The JSX runtime every component is compiled with (tsconfig's `jsxImportSource`, package.json's
// `imports`): React's, with the texts an element draws made breakable (`breakable`, src/theme/words.ts),
// on the server and in the browser alike, so the first screen and its hydration agree. Only what
// is drawn as text changes: attributes (names, titles, alternative texts) and the data behind a
// page keep every text as it came.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { drawnProps } from './drawnText';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, drawnProps(type, props), key);
export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, drawnProps(type, props), key);
