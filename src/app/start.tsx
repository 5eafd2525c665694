import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LanguageCode } from '../../schemas/primitives';
import { initI18n } from '../i18n';
import { App } from './App';

/** Renders the visitor app; loaded by the entry once the launch loads are under way. */
export function start(basename: string, language: LanguageCode): void {
  initI18n(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App basename={basename} />
    </StrictMode>,
  );
}
