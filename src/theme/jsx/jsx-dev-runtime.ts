// The development build's JSX runtime (jsx-runtime.ts says why it is ours).
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { drawnProps } from './drawnText';

export { Fragment };
export type { JSX } from 'react/jsx-dev-runtime';

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) => reactJsxDEV(type, drawnProps(type, props), key, isStatic, source, self);
