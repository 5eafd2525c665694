import { CLIENT_BASE } from '../../platform/clientBase';

/** How a picture comes: an <img>, a style's background, or a preload (the banner's, for its paint). */
const PICTURES = new Set(['img', 'css', 'link']);

/** A picture or a piece of the client that the worker did not fetch itself (it loaded before the worker took the page). */
function unseenByWorker(entry: PerformanceResourceTiming): boolean {
  if (entry.workerStart > 0) return false;
  const url = new URL(entry.name);
  return PICTURES.has(entry.initiatorType) || (url.origin === location.origin && url.pathname.startsWith(CLIENT_BASE));
}

const URL_IN_STYLE = /url\("((?:[^"\\]|\\.)*)"\)/g;

/** The background pictures the page's style rules name (the site's, the page's and each module's). */
export function stylePictures(sheets: Iterable<CSSStyleSheet> = document.styleSheets): string[] {
  const urls = new Set<string>();
  const read = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        for (const [, url] of rule.style.backgroundImage.matchAll(URL_IN_STYLE)) urls.add(new URL(url!.replace(/\\(.)/g, '$1'), document.baseURI).href);
      } else if ('cssRules' in rule) {
        read((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of sheets) {
    try {
      read(sheet.cssRules);
    } catch {
      // Another origin's sheet keeps its rules to itself; ours are all inline.
    }
  }
  return [...urls];
}

/**
 * The code, pictures and configuration this page loaded before the worker was there to see
 * them: the worker keeps them now (Workbox's CACHE_URLS message, answered by its routes), so
 * the page opens offline exactly as the visitor first saw it. An observer, not a one-off list:
 * a request already on its way when the worker took the page finishes later, outside the worker.
 * The style rules are read as well: Chromium now and then leaves a style's background picture
 * out of the resource timeline (1 load in 20 here).
 */
export function keepWhatLoaded(registration: ServiceWorkerRegistration): void {
  const worker = registration.active;
  if (!worker) return;
  const keep = (urlsToCache: string[]) => {
    if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  new PerformanceObserver((list) => keep((list.getEntries() as PerformanceResourceTiming[]).filter(unseenByWorker).map((entry) => entry.name))).observe({
    type: 'resource',
    buffered: true,
  });
  // Pictures asked for once the worker is in control pass through it; the rules up to that moment name the rest.
  const keepStylePictures = () => keep(stylePictures());
  if (navigator.serviceWorker.controller) keepStylePictures();
  else navigator.serviceWorker.addEventListener('controllerchange', keepStylePictures, { once: true });
}
