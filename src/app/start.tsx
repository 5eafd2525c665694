import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageDetail } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { loadModuleTypes } from '../modules/definitions';
import { renderedTypes } from '../pages/shared/loadPage';
import { currentTerminal } from '../../renderer/layout';
import { loadChrome } from '../shell/chrome';
import { RenderedTerminal } from '../../renderer/useTerminal';
import { WatchHydration } from '../../renderer/hydration';
import { Hydrating, type HydrationState } from '../../renderer/useHydrated';
import { initI18n } from '../i18n';
import { expectHydration } from '../platform/firstScreen';
import { copyWithoutSoftHyphens } from '../platform/copyAsRead';
import { isCodeLoadFailure } from '../platform/codeLoad';
import { report } from '../platform/report';
import { RenderedAt } from '../platform/useNow';
import { logCaught } from '../platform/whenStaying';
import { App } from './App';
import { markLive, ROOT_ID, renderedRoot } from './renderedRoot';

/**
 * React's word that the browser could not hydrate the server's first screen as written (it then
 * draws that part again). Reported as any fault the visitor did not cause: in the console, which
 * the end-to-end suite fails on, and to the deployment's report endpoint, so that an engine which
 * draws the server's screen differently is heard of from the visitors' own phones.
 */
function reportMismatch(error: unknown, { componentStack }: ErrorInfo): void {
  // A part whose code did not arrive: React draws it anew, and its boundary reports the download.
  if (error instanceof Error && isCodeLoadFailure(error.cause)) return;
  report('hydration-mismatch', { message: error instanceof Error ? error.message : String(error), componentStack: componentStack ?? '' });
}

/**
 * Renders the visitor app; loaded by the entry once the launch loads are under way. A first
 * screen the server wrote for this terminal is hydrated once what it was rendered from is here
 * (the launch's data and the code of the modules and navigation it shows), so the browser's first render is the
 * server's and keeps its elements; one written for the other terminal (a guess from the user
 * agent) is drawn anew.
 */
export function start(basename: string, language: LanguageCode, firstScreen: Promise<PageDetail | null>): void {
  copyWithoutSoftHyphens(document);
  const container = document.getElementById(ROOT_ID)!;
  const rendered = renderedRoot(container);
  // Read by the views (useHydrated) and freeing what waits for the hydrated page (expectHydration).
  const hydration: HydrationState & { done: () => void } = { hydrated: false, done: () => {} };
  // The watch goes around the app, not beside it: a sibling would fork the ids React's useId
  // gives, and the browser's would differ from the server's.
  const app = (
    <StrictMode>
      <WatchHydration
        onHydrated={() => {
          hydration.hydrated = true;
          hydration.done();
          markLive(container);
        }}
      >
        <App basename={basename} />
      </WatchHydration>
    </StrictMode>
  );
  if (rendered && rendered.terminal === currentTerminal()) {
    initI18n(rendered.language);
    hydration.done = expectHydration();
    const modules = firstScreen.then((detail) => detail && loadModuleTypes(renderedTypes(detail)));
    // A module or navigation whose code does not arrive is drawn by its boundary, as in any render.
    void Promise.allSettled([modules, loadChrome(rendered.terminal)]).then(() =>
      hydrateRoot(
        container,
        <RenderedTerminal value={rendered.terminal}>
          <RenderedAt value={rendered.renderedAt}>
            <Hydrating value={hydration}>{app}</Hydrating>
          </RenderedAt>
        </RenderedTerminal>,
        { onRecoverableError: reportMismatch, onCaughtError: logCaught },
      ),
    );
    return;
  }
  initI18n(language);
  const root = createRoot(container, { onCaughtError: logCaught });
  // A transition renders in slices of a few milliseconds: on a slow phone the first render is
  // no single long task, so a tap during start-up is not kept waiting.
  startTransition(() => root.render(app));
}
