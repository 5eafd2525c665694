// A visitor's page as the shell alone: what the server sends when its own gateway calls fail or
// pass their deadline (preview/server/sitePage.ts). The browser then asks the gateway for the
// first screen itself, where a test watches or answers those calls with page.route.
import type { Page } from '@playwright/test';
import { FIRST_REPLIES_BLOCK } from '../../schemas/firstReplies';

const shelled = new WeakSet<Page>();

/** Every site page this page opens comes without the replies the server wrote into it (once per page). */
export async function asShell(page: Page): Promise<void> {
  if (shelled.has(page)) return;
  shelled.add(page);
  await page.route(
    (url) => url.pathname.startsWith('/site/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(FIRST_REPLIES_BLOCK, '') });
    },
  );
}
