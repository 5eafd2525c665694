import type { GlobalProvider } from '@ladle/react';
import { useMemo } from 'react';
import { RendererProvider } from '../renderer/context';
import { DEFAULT_MODULE_WIDTH, DESKTOP_BREAKPOINT } from '../renderer/layout';
import { useTerminal } from '../renderer/useTerminal';
import { initI18n } from '../src/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../src/i18n/languages';
import { exampleServices } from '../tests/support/exampleServices';
import { ModuleHostProvider } from '../src/site/host';
import { exampleHost } from '../tests/support/kitchenSink';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { DEFAULT_THEME_COLOR } from '../src/theme/tokens';

/**
 * Wraps every story as the app wraps a page: theme tokens, i18next in the story's language
 * (`meta.language`), and renderer services for the terminal that the story's width implies
 * (`meta.width`, or the toolbar's width picker; without a width, the window's own).
 */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const language = isLanguage(storyMeta?.language) ? storyMeta.language : DEFAULT_LANGUAGE;
  initI18n(language);
  const windowTerminal = useTerminal();
  const terminal = globalState.width > 0 ? (globalState.width < DESKTOP_BREAKPOINT ? 'mobile' : 'pc') : windowTerminal;
  const services = useMemo(() => exampleServices(terminal), [terminal]);
  return (
    <>
      <GlobalStyle themeColor={DEFAULT_THEME_COLOR} mode={globalState.theme === 'dark' ? 'dark' : 'light'} moduleWidth={DEFAULT_MODULE_WIDTH} />
      <RendererProvider services={services}>
        <ModuleHostProvider host={exampleHost(language)}>
          <div lang={language}>{children}</div>
        </ModuleHostProvider>
      </RendererProvider>
    </>
  );
};
