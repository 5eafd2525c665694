// The steps of a sign-in the lane's specs share: waiting for a control the page renders late,
// and the real provider's own form (preview/server/oidc), filled key by key as a visitor would.
import type { RunningServer } from '../../../preview/server/server';
import { DEMO, startStrongServer } from '../auth/strongSupport';
import { expect, test } from './lane';
import { clickOn, present, type Visitor } from './visitor';

/** A round trip through the provider, or a first load, on a busy two-core machine. */
export const FIRST_LOAD = { timeout: 15_000 };

/**
 * The spec file's own server with the provider, one per worker, for the lane's `test`:
 * strongSupport's ownStrongServer registers its hooks and a console option on the Chromium
 * suite's `test`, whose options the lane's does not have. Call at the top level.
 */
export function ownProviderServer(tokenTtl?: number): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startStrongServer(tokenTtl);
  });
  test.afterAll(() => server?.close());
  return () => server!;
}

/** Clicks the control once the page has rendered it, waiting as long as a first load may take (a strong-mode sign-in button: once enabled, with `:not([disabled])`). */
export const clickWhenShown = (visitor: Visitor, selector: string, text: string) => clickOn(visitor, selector, text, FIRST_LOAD.timeout);

/** On the provider's login page: the account's name and password, then its submit button. */
export async function signInAtProvider(visitor: Visitor, account: { userName: string; password: string } = DEMO): Promise<void> {
  await expect.poll(() => present(visitor, 'button.primary[type="submit"]', ''), FIRST_LOAD).toBe(true);
  for (const [field, text] of [['#username', account.userName], ['#password', account.password]] as const) {
    await visitor.click(field);
    await visitor.type(text);
  }
  await visitor.click('button.primary[type="submit"]');
}
