// The default run's share of the fault matrix (issue 13; the whole of it is faultMatrixFull.spec.ts,
// `npm run test:faults`, a page load for each cell): every distinct call the routes make, each on
// one route that makes it, meets one fault kind, rotated so that every kind meets a call. A fault
// kind's reading is the gateway client's alone, the same for every call: every kind on every
// declared call is proved there (tests/unit/faultKinds.test.ts), and what the visitor is shown for
// each kind is the error views' (their unit tests). What only a browser proves is each route's
// wiring: its page shows the fault in the visitor's language, is never blank or busy for ever,
// and asks again once the fault is gone. The calls are the same at both sizes (the matrix records
// them), so this share runs on the desktop project only.
import { ROUTES } from '../../src/site/routes';
import { callsOf, FAULT_CONSOLE_ERRORS, FAULTS, injectFault, inPortuguese, LANGUAGE, shortenRequestLimit } from './faultMatrix';
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

const OWNED = OWNERS.flatMap(({ address, calls }) => calls.map((name) => ({ address, name })));

for (const [row, { address, name }] of OWNED.entries()) {
  const fault = FAULTS[row % FAULTS.length]!;
  test(`${fault.name} on ${name} (${address}) @desktop`, async ({ page }) => {
    await inPortuguese(page);
    const call = (await callsOf(page, address)).find((recorded) => recorded.name.endsWith(name));
    expect(call, `${address} calls ${name}`).toBeDefined();
    if (fault.kind === 'timeout') await shortenRequestLimit(page);
    await injectFault(page, address, call!, fault);
  });
}

test('every fault kind meets a call in the browser', () => {
  expect(OWNED.length).toBeGreaterThanOrEqual(FAULTS.length);
});
