// The default run's share of the fault matrix (issue 13; the whole of it is faultMatrixFull.spec.ts,
// `npm run test:faults`, a page load for each cell): every distinct call the routes make, each on
// one route that makes it, meets every fault kind in turn in one page, each as the visitor asks
// again after the one before. The calls are the same at both sizes (the matrix records them), so
// this share runs on the desktop project only.
import { ROUTES } from '../../src/site/routes';
import { callsOf, FAULT_CONSOLE_ERRORS, FAULTS, inPortuguese, injectFaultsInTurn, LANGUAGE } from './faultMatrix';
import { siteIn } from './routesServed';
import { expect, test } from './support';

// The faults are injected into the page's own requests: the service worker, whose requests are
// out of page.route's reach, stays out of them (playwright.config.ts).
test.use({ allowedConsoleErrors: FAULT_CONSOLE_ERRORS });
test.describe.configure({ mode: 'parallel' });

const kitchenSink = siteIn('kitchen-sink', LANGUAGE);

/** A route for each call, and the calls it stands for (checked against what it records, so a call that moves fails here). */
const OWNERS: { address: string; calls: string[] }[] = [
  { address: `/?siteId=${siteIn('demo-expo', LANGUAGE)}`, calls: ['Site/GetSiteById', 'Page/Tree', 'Page/Detail', 'QueryLanguages/88001'] },
  {
    address: `${ROUTES.schedule}?siteId=${kitchenSink}&view=grid&day=2026-10-23`,
    calls: ['Schedule/Types', 'Schedule/Venues', '/GetBventSetting', 'Schedule/Dates', 'Schedule/List'],
  },
  { address: `${ROUTES.speakers}?siteId=${kitchenSink}`, calls: ['Speaker/QuerySpeakerList'] },
  { address: `${ROUTES.partners}?siteId=${kitchenSink}`, calls: ['Cms/GetCategoryList', 'Cms/GetPartnersList'] },
  { address: `${ROUTES.pictures}?siteId=${kitchenSink}`, calls: ['Material/GetGroupList', 'Material/GetFileListInGroup'] },
  { address: `${ROUTES.scheduleDetail}?siteId=${siteIn('demo-expo', LANGUAGE)}&id=88101`, calls: ['Material/GetFileListInScheduleGroup'] },
  { address: `${ROUTES.documentSearch}?siteId=${siteIn('demo-expo', LANGUAGE)}&keyword=guia`, calls: ['Material/GetFileListInGroupAndScheduleGroup'] },
  { address: `${ROUTES.newsSearch}?siteId=${kitchenSink}`, calls: ['Cms/GetNewsList'] },
  { address: `${ROUTES.newsDetail}?siteId=${kitchenSink}&id=7003`, calls: ['Cms/GetNewsDetail'] },
  { address: `${ROUTES.activities}?siteId=${kitchenSink}`, calls: ['Bvent/GetMiniProgramCodeBvents'] },
  { address: `${ROUTES.questions}?siteId=${kitchenSink}`, calls: ['Cms/GetQuestionList'] },
];

for (const { address, calls: names } of OWNERS) {
  for (const name of names) {
    test(`every fault kind on ${name} (${address}) @desktop`, async ({ page }) => {
      // Eleven faults and a recovery, each a retry or a reload.
      test.setTimeout(FAULTS.length * 20_000);
      await inPortuguese(page);
      const call = (await callsOf(page, address)).find((recorded) => recorded.name.endsWith(name));
      expect(call, `${address} calls ${name}`).toBeDefined();
      await injectFaultsInTurn(page, address, call!, FAULTS);
    });
  }
}
