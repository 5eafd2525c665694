// The workbench is the organisers' (preview/workbench/organiser/): a spec that works in it imports
// `test` from here, and each of its pages opens already signed in as the demo organiser. The
// sign-in is made once per worker, through the real workbench and the real provider's form, and
// its stored result (the workbench's localStorage entries) is put in place before each page's
// scripts run. The sign-in itself is tested in workbench.spec.ts with `test` from ./support.
import { signInAsOrganiser } from './organiserSignIn';
import { test as base } from './support';

/** The mark that the entries went in once for this tab: a sign-out a test makes then holds across its reloads. */
const SEEDED = 'e2e-organiser-seeded';

export const test = base.extend<{ organiserSignedIn: void }, { organiserStorage: [string, string][] }>({
  organiserStorage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/preview/');
      await signInAsOrganiser(page);
      const entries = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('oidc.user:')));
      await context.close();
      if (entries.length === 0) throw new Error('The organiser sign-in stored nothing');
      await use(entries);
    },
    { scope: 'worker' },
  ],
  organiserSignedIn: [
    async ({ context, organiserStorage }, use) => {
      await context.addInitScript(
        ({ entries, seeded }) => {
          if (sessionStorage.getItem(seeded)) return;
          for (const [key, value] of entries) localStorage.setItem(key, value);
          sessionStorage.setItem(seeded, '1');
        },
        { entries: organiserStorage, seeded: SEEDED },
      );
      await use();
    },
    { auto: true },
  ],
});
export { expect, expectNoSeriousA11yViolations } from './support';
export { ORGANISER, signInAsOrganiser, throughProviderForm } from './organiserSignIn';
