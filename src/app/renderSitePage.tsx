import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { RenderedTerminal } from '../../renderer/useTerminal';
import type { PageDetail, Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { textsFor } from '../i18n';
import { loadModuleTypes } from '../modules/definitions';
import { renderedTypes } from '../pages/shared/loadPage';
import { ROUTER_BASENAME } from '../platform/clientBase';
import { PageAddress } from '../platform/pageAddress';
import type { ReplyStore } from '../platform/queryCache';
import { RenderedAt } from '../platform/useNow';
import { Replies } from '../platform/useQuery';
import { AppRoutes } from './App';
import { pageViewCode } from './launch';

export interface SitePageRequest {
  /** The whole address asked for, scheme and host included, as the browser will have it. */
  address: string;
  terminal: Terminal;
  /** The site's language: the interface's texts are in it. */
  language: LanguageCode;
  /** What the server read for it, by the keys the views read them by. */
  replies: Iterable<[string, unknown]>;
  /** The page at the address, whose first modules' code the render needs; null for a page of another kind. */
  detail: PageDetail | null;
  /** Stops a render that has passed its deadline. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** What goes in the root element. */
  html: string;
  /** The style elements of what it holds, for the head. */
  styles: string;
  /** What threw while rendering: each left its part (a module) to the browser, shown as its skeleton. */
  errors: unknown[];
  /** The instant its clocks read (the browser hydrates with it: RenderedAt). */
  renderedAt: number;
}

/**
 * A site page's first screen rendered on a server (issue 31) by the tree the browser renders,
 * with nothing shared between two requests: its own replies, texts, address and terminal. The
 * code it shows is loaded first; what only a browser can draw is left to it (useHydrated).
 */
export async function renderSitePage({ address, terminal, language, replies, detail, signal }: SitePageRequest): Promise<RenderedPage> {
  await Promise.all([pageViewCode.preload(), detail ? loadModuleTypes(renderedTypes(detail)) : null]);
  const store: ReplyStore = { cache: new Map(replies), inFlight: new Map(), failedEarly: new Map() };
  const { pathname, search } = new URL(address);
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  const renderedAt = Date.now();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <I18nextProvider i18n={textsFor(language)}>
          <Replies value={store}>
            <PageAddress value={address}>
              <RenderedTerminal value={terminal}>
                <RenderedAt value={renderedAt}>
                  <StaticRouter basename={ROUTER_BASENAME} location={`${pathname}${search}`}>
                    <AppRoutes />
                  </StaticRouter>
                </RenderedAt>
              </RenderedTerminal>
            </PageAddress>
          </Replies>
        </I18nextProvider>,
      ),
      // React leaves the part that threw to the browser (its Suspense boundary's fallback); a
      // throw outside any boundary rejects the render, and the page goes out as the shell.
      // Every part in place, none sent after the rest: React would send a large part later with an
      // inline script to put it in place, which the site's Content-Security-Policy does not run.
      { signal, onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return { html, styles: sheet.getStyleTags(), errors, renderedAt };
  } finally {
    sheet.seal();
  }
}
