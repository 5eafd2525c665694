import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker of the visitor client (vite-plugin-pwa, Workbox's generateSW): it keeps
 * the app shell and the code and pictures of the pages a visitor has opened, so the site opens
 * at the venue when its Wi-Fi drops. It never touches the gateway: the page keeps the content
 * replies it showed itself (src/platform/savedReplies), which keeps every gateway call visible
 * to the page (and to tests' request routing) and no personal reply in a cache the worker shares;
 * where the browser allows, the page's POSTs do not even pass through it (public/sw-routes.js).
 *
 * Scope /site/: the preview harness (/preview/) and its framed client are never controlled.
 * Updates wait for the visitor (registerType 'prompt', src/shell/offline/UpdatePrompt.tsx);
 * navigations always ask the network first, so a reload online never shows a stale shell.
 */
export const serviceWorker: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // The client registers it itself, after its first screen (src/shell/offline/register.ts).
  injectRegister: false,
  // A static manifest with the product's defaults (public/manifest.webmanifest), linked from
  // index.html only: the preview harness's page must not offer an install.
  manifest: false,
  workbox: {
    // The shell: the page and the code of the first screen (the chunk groups of vite.config.ts).
    globPatterns: ['index.html', 'assets/{site,framework,launch,shell,first-modules}-*.js', 'icons/*.png', 'favicon.svg'],
    // Hashed names need no revision query.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // Sends the page's POSTs (gateway calls, the report batch) past the worker (public/sw-routes.js).
    importScripts: ['sw-routes.js'],
    // The first install takes the page it was registered from, so the code the visitor opens
    // next is kept; a later version waits for the prompt.
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: null,
    // The precache would otherwise answer /site/ itself with its index.html (a directory's
    // index), ahead of the navigation rule below: a reload of the home online showed the old
    // shell after a deploy (tests/e2e/updatePrompt.spec.ts).
    directoryIndex: null,
    runtimeCaching: [
      {
        // Any address of the client: the network's page online (never a stale shell), the kept shell offline.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/site/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/site/index.html' } },
      },
      {
        // The deployment's addresses: the network's first, the last one read offline.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/site/domain-config.js',
        handler: 'NetworkFirst',
        options: { cacheName: 'site-config' },
      },
      {
        // Every other chunk, once asked for (hashed names never change content).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/site/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'site-code', expiration: { maxEntries: 400 } },
      },
      {
        // The pages' pictures: the last copy seen, refreshed in the background. By name too: the
        // pictures the page hands over after loading (CACHE_URLS) come as plain requests.
        urlPattern: ({ request, url }) => request.destination === 'image' || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'site-pictures', expiration: { maxEntries: 300, purgeOnQuotaError: true }, cacheableResponse: { statuses: [0, 200] } },
      },
    ],
  },
};
