// Imported by the service worker (vite.serviceWorker.ts). The page's own calls never meet the
// worker: with Service Worker static routing (where the browser has it) every POST, that is each
// gateway call and the report batch, goes straight to the network without waking the worker.
// A batch sent as the page leaves is otherwise lost in Chromium when the worker controls the
// page (tests/e2e/faults.spec.ts): a beacon from an unloading page dies on its way through it.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const network = (condition) => event.addRoutes([{ condition, source: 'network' }]);
  // Browsers from before the method condition know the address one: the gateway's and the
  // reports' paths on this origin.
  event.waitUntil(network({ requestMethod: 'POST' }).catch(() => network({ urlPattern: '/api/*' }).catch(() => undefined)));
});
