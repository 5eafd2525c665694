// The workbench's organiser sign-in, through the real provider's form: for the e2e specs
// (organiser.ts) and the bench (tests/bench/workbench.ts).
import type { Page } from '@playwright/test';
import texts from '../../preview/workbench/locales/en-US.json' with { type: 'json' };

/** The embedded default's demo organiser (preview/server/oidc/accounts.ts): the Planner of every bundled event. */
export const ORGANISER = { userName: 'organiser', password: 'organiser1234', name: 'Olivia Organiser' };

type Account = { userName: string; password: string };

/** On the provider's form the workbench sent the page to: signed in as `account`, back at the workbench. */
export async function throughProviderForm(page: Page, account: Account = ORGANISER): Promise<void> {
  await page.locator('#username').fill(account.userName);
  await page.locator('#password').fill(account.password);
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/preview/');
}

/** On the workbench's sign-in screen: through the provider's form as `account`, back at the workbench. */
export async function signInAsOrganiser(page: Page, account: Account = ORGANISER): Promise<void> {
  await page.getByRole('button', { name: texts.organiser_signIn }).click();
  await throughProviderForm(page, account);
}
