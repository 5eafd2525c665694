// The tests of a spec that only reads content share one page, file by file: a first load in a
// fresh context costs the browser about twice the machine time of a load in a page that has
// loaded the site before (its renderer and memory cache warm). On the 134 tests of the 23 specs
// that use it, renderer CPU went from 336 s to 282 s and wall time from 5.5 to 4.7 minutes
// (busy machine). Import `test` from here instead of './support' only in a spec whose tests
// leave nothing behind that the reset below does not undo: no clock, init script, media or
// viewport emulation (test.use of a size included), offline switch, aborted request (a kept
// reply would answer it), sign-in, or hostile payload (those keep a browser of their own).
import type { BrowserContext, Page } from '@playwright/test';
import { test as base } from './support';

export { expect, expectNoSeriousA11yViolations } from './support';

interface Shared {
  file: string;
  context: BrowserContext;
  page: Page;
}

export const test = base.extend<object, { sharedPages: { pageFor: (file: string) => Promise<Page> } }>({
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      // The project's own sizes and settings, as the default page fixture would have them.
      const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, serviceWorkers } = workerInfo.project.use;
      const open: { shared: Shared | null } = { shared: null };
      await use({
        async pageFor(file) {
          // A file never meets another's cookies, storage or kept replies.
          if (open.shared?.file !== file) {
            await open.shared?.context.close();
            const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, serviceWorkers });
            open.shared = { file, context, page: await context.newPage() };
          }
          return open.shared.page;
        },
      });
      await open.shared?.context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPages }, use, testInfo) => {
    const page = await sharedPages.pageFor(testInfo.file);
    await use(page);
    // What a test may leave behind: its listeners and routes; then its document, ended on a file
    // of the site that runs nothing (so its late calls and logs never reach the next test, and
    // its last writes on leaving are done), where the site's storage and cookies are cleared.
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/site/domain-config.js');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
  },
});
