// At the venue the Wi-Fi goes, in every engine: the demo expo's home and Programme, opened once
// online with the service worker, open again when the server cannot be reached, with the notice of
// when they were saved. WebDriver classic cannot switch WebKit's network off, so the network goes
// the way it goes at a venue: the server stops answering (a server of this file's own, closed
// mid-test). The kept replies are shown only when a call failed (OfflineNotice.tsx), so that is
// the same path as a phone in flight mode.
import type { RunningServer } from '../../../preview/server/server';
import offline from '../../../src/shell/offline/locales/en-US.json' with { type: 'json' };
import { startStrongServer } from '../auth/strongSupport';
import { detailOf, pages } from '../fixtureData';
import { expect, inOtherEngines, test } from './lane';
import { textOf, type Visitor } from './visitor';

const SITE = '1001';
const FIRST_LOAD = { timeout: 15_000 };

let server: RunningServer | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

const savedOn = new RegExp(`^${offline.offline.saved.replaceAll('.', '\\.').replace('{{time}}', '.+')}$`);
const sessionCount = (visitor: Visitor) => visitor.evaluate(() => document.querySelectorAll('[data-session-id]').length);
const keptReplies = (visitor: Visitor) => visitor.evaluate(async () => (await (await caches.open('site-replies')).keys()).length);
const settled = (visitor: Visitor) => visitor.evaluate(() => !!navigator.serviceWorker.controller && document.querySelector('[aria-busy="true"]') === null);

inOtherEngines('home and Programme opened online open again once the server is gone, saying when they were saved', async ({ open, allowErrors, width }) => {
  server = await startStrongServer();
  // Offline, each refused request is logged by the engine in its own words; a picture the page
  // never loaded online (a lazy one) has no kept copy, and the worker's refusal is logged too
  // (Firefox: as a page error naming the service worker, in one of two wordings).
  allowErrors(
    /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|ERR_FAILED|NetworkError|Failed to load resource|Could not connect|\[call-fault\]|network/i,
    /A ServiceWorker intercepted the request and encountered an unexpected error/,
    /Failed to load ‘[^’]+\.(svg|png|jpe?g|webp)’\. A ServiceWorker passed a promise to FetchEvent\.respondWith\(\) that rejected with ‘Error: no-response/,
  );
  const terminal = width === 'phone' ? 'mobile' : 'pc';
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const homeFirst = detailOf(home.pageId, terminal).modules[0]!.id;
  const programme = pages(SITE).find((node) => node.onNavigation && detailOf(node.pageId, terminal).modules.some((module) => module.moduleType === 'schedule'))!;
  const visitor = await open({ serviceWorkers: true });

  const homeAddress = `${server.url}/site/?siteId=${SITE}`;
  await visitor.open(homeAddress);
  await expect.poll(() => visitor.evaluate((id) => document.getElementById(id) !== null, homeFirst), FIRST_LOAD).toBe(true);
  await expect.poll(() => settled(visitor), FIRST_LOAD).toBe(true);
  await expect.poll(() => keptReplies(visitor), FIRST_LOAD).toBeGreaterThanOrEqual(3);
  const programmeAddress = `${server.url}/site/pages/index/index?siteId=${SITE}&pageId=${programme.pageId}`;
  await visitor.open(programmeAddress);
  await expect.poll(() => sessionCount(visitor), FIRST_LOAD).toBeGreaterThan(0);
  await expect.poll(() => settled(visitor), FIRST_LOAD).toBe(true);
  const shownOnline = await sessionCount(visitor);
  await expect.poll(() => keptReplies(visitor), FIRST_LOAD).toBeGreaterThanOrEqual(5);

  await server.close();
  server = undefined;
  await visitor.open(programmeAddress);
  await expect.poll(() => sessionCount(visitor), FIRST_LOAD).toBe(shownOnline);
  await expect.poll(() => textOf(visitor, '[data-offline-notice]'), FIRST_LOAD).toMatch(savedOn);
  expect(await visitor.evaluate(() => document.querySelector('[data-offline-notice]')?.getAttribute('role'))).toBe('status');

  // And the home, by a full load too.
  await visitor.open(homeAddress);
  await expect.poll(() => visitor.evaluate((id) => document.getElementById(id) !== null, homeFirst), FIRST_LOAD).toBe(true);
  await expect.poll(() => textOf(visitor, '[data-offline-notice]'), FIRST_LOAD).toMatch(savedOn);
});
