// The whole fault matrix (issue 13): on every route the product serves, every call the route
// makes, recorded as it loads, answered with every fault kind in turn. Its own script,
// `npm run test:faults` (the `faults` project); `npm test` runs a share of it (faultMatrix.spec.ts).
import { FAULT_CONSOLE_ERRORS, FAULTS, inPortuguese, injectFault, LANGUAGE, callsOf, shortenRequestLimit } from './faultMatrix';
import { servedAddresses } from './routesServed';
import { test } from './support';

// The faults are injected into the page's own requests: the service worker, whose requests are
// out of page.route's reach, stays out of them (playwright.config.ts).
test.use({ allowedConsoleErrors: FAULT_CONSOLE_ERRORS });
test.describe.configure({ mode: 'parallel' });

for (const address of servedAddresses(LANGUAGE)) {
  for (const fault of FAULTS) {
    test(`${fault.name} on each call of ${address}`, async ({ page }) => {
      // A route's calls times a load and a retry each: minutes, not the minute a test usually gets.
      test.setTimeout(300_000);
      await inPortuguese(page);
      if (fault.kind === 'timeout') await shortenRequestLimit(page);
      const calls = await callsOf(page, address);
      // The matrix's size is the sum of these (the JSON report keeps them).
      test.info().annotations.push({ type: 'cells', description: String(calls.length) });
      for (const call of calls) await injectFault(page, address, call, fault);
    });
  }
}
