// A visitor's page as the shell alone: what the server sends when its own gateway calls fail or
// pass their deadline (preview/server/sitePage.ts), with no first screen in its root and no
// replies. The browser then renders it and asks the gateway for it itself, where a test watches
// or answers those calls with page.route.
import type { Page } from '@playwright/test';
import { FIRST_REPLIES_BLOCK } from '../../schemas/firstReplies';
import { RENDERED_ROOT_BLOCK, ROOT_ID } from '../../src/app/renderedRoot';

const shelled = new WeakSet<Page>();

/** Every site page this page opens comes without the first screen and the replies the server wrote into it (once per page). */
export async function asShell(page: Page): Promise<void> {
  if (shelled.has(page)) return;
  shelled.add(page);
  await page.route(
    (url) => url.pathname.startsWith('/site/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(FIRST_REPLIES_BLOCK, '').replace(RENDERED_ROOT_BLOCK, `<div id="${ROOT_ID}"></div>`) });
    },
  );
}
