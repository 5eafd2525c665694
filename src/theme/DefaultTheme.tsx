import type { ReactNode } from 'react';
import { DEFAULT_MODULE_WIDTH } from '../../renderer/layout';
import { GlobalStyle } from './GlobalStyle';
import { DEFAULT_THEME_COLOR } from './tokens';

/** The product's own look, for screens shown before (or without) a site's theme. */
export function DefaultTheme({ children }: { children?: ReactNode }) {
  return (
    <>
      <GlobalStyle themeColor={DEFAULT_THEME_COLOR} mode="light" moduleWidth={DEFAULT_MODULE_WIDTH} />
      {children}
    </>
  );
}
