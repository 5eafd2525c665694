import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../src/app/App';
import { initI18n } from '../../src/i18n';
import { setConfig } from '../../src/platform/config';
import { inWorkbench, joinWorkbench } from '../workbench/frameBridge';
import { shownSiteId, takePreviewPass } from '../workbench/previewPass';

/** Where the harness mounts the visitor app in preview mode. */
export const PREVIEW_BASE = '/preview/site';

// Their own chunk: the app in the workbench's frame never downloads the workbench.
const Workbench = lazy(() => import('../workbench/Workbench'));
const OrganiserGate = lazy(() => import('../workbench/organiser/OrganiserGate'));

initI18n();
const root = createRoot(document.getElementById('root')!);

/** The visitor app under the preview's base; a new version (a new draft of the page) renders it afresh. */
const renderApp = (version: number) =>
  root.render(
    <StrictMode>
      <App key={version} basename={PREVIEW_BASE} />
    </StrictMode>,
  );

if (location.pathname.startsWith(PREVIEW_BASE)) {
  // Organisers see what visitors would, plus fault cards and unpublished pages.
  setConfig({ mode: 'preview' });
  // The pass first: the first page may be a draft.
  void takePreviewPass(shownSiteId()).then(() => (inWorkbench() ? joinWorkbench(renderApp) : renderApp(0)));
} else {
  // The organiser signs in first; the workbench then takes the pass of each site it opens before asking for its page (Workbench.tsx).
  root.render(
    <StrictMode>
      <Suspense>
        <OrganiserGate>{(organiser) => <Workbench previewBase={PREVIEW_BASE} organiser={organiser} />}</OrganiserGate>
      </Suspense>
    </StrictMode>,
  );
}
