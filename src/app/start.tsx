import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { LanguageCode } from '../../schemas/primitives';
import { initI18n } from '../i18n';
import { App } from './App';

/** Renders the visitor app; loaded by the entry once the launch loads are under way. */
export function start(basename: string, language: LanguageCode): void {
  initI18n(language);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices of a few milliseconds: on a slow phone the first render is
  // no single long task, so a tap during start-up is not kept waiting.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App basename={basename} />
      </StrictMode>,
    ),
  );
}
