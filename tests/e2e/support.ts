// Shared by every e2e spec: import { test, expect } from './support' instead of @playwright/test.
// A page that throws or logs an error while a test passes is a bug the test did not look for,
// so both fail the test unless the test says the error is expected.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect as playwrightExpect, type Page } from '@playwright/test';

/**
 * How often `expect.poll` looks again: 20, 50 and 100 ms, then every 250 ms, as Playwright's
 * own locator assertions back off. Playwright's default for polls (100, 250, 500, then every
 * 1,000 ms) saw a condition met 300 ms in only at 850 ms: in the fault rows, each cell's "the
 * call was made" took 850 ms whatever the call's time.
 */
const POLL_INTERVALS = [20, 50, 100, 250];

/** Playwright's expect, with polls that look as often as POLL_INTERVALS says unless a test sets its own. */
export const expect = playwrightExpect.configure({});
const poll = expect.poll;
expect.poll = (actual, options) => poll(actual, typeof options === 'string' ? { message: options, intervals: POLL_INTERVALS } : { intervals: POLL_INTERVALS, ...options });

type Pattern = string | RegExp;

interface Fixtures {
  /** Console errors a whole file or describe block expects: `test.use({ allowedConsoleErrors: [/…/] })`. */
  allowedConsoleErrors: Pattern[];
  /** Console errors one test expects, e.g. the report of a deliberately faulty module. */
  allowConsoleErrors: (...patterns: Pattern[]) => void;
  failOnPageErrors: void;
}

const matches = (text: string, pattern: Pattern) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

export const test = base.extend<Fixtures & { consoleAllowList: Pattern[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // This test's own copy, so what one test allows never leaks into the next.
  consoleAllowList: async ({ allowedConsoleErrors }, use) => {
    await use([...allowedConsoleErrors]);
  },
  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((...patterns) => void consoleAllowList.push(...patterns));
  },
  failOnPageErrors: [
    async ({ page, consoleAllowList }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser's own lines (a refused resource) name the address only in their location.
        const { url, lineNumber } = message.location();
        const line = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
        if (consoleAllowList.some((pattern) => matches(line, pattern))) return;
        problems.push(`console.error ${line}`);
      });
      await use();
      expect(problems, `The page reported errors:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe on the page as it is now; serious and critical violations fail, listed in the message. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join('\n');
  expect(serious.map((violation) => violation.id), `Serious accessibility violations:\n${report}`).toEqual([]);
}
