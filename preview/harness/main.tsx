import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../src/app/App';
import { initI18n } from '../../src/i18n';
import { setConfig } from '../../src/platform/config';
import { FixtureList } from './FixtureList';
import { takePreviewPass } from './previewPass';

/** Where the harness mounts the visitor app in preview mode. */
export const PREVIEW_BASE = '/preview/site';

initI18n();
const root = createRoot(document.getElementById('root')!);

if (location.pathname.startsWith(PREVIEW_BASE)) {
  // Organisers see what visitors would, plus fault cards and unpublished pages.
  setConfig({ mode: 'preview' });
  // The pass first: the first page may be a draft.
  void takePreviewPass().then(() =>
    root.render(
      <StrictMode>
        <App basename={PREVIEW_BASE} />
      </StrictMode>,
    ),
  );
} else {
  root.render(
    <StrictMode>
      <FixtureList previewBase={PREVIEW_BASE} />
    </StrictMode>,
  );
}
