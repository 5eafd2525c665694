import { expect, test } from '../sharedPage';

const VIEWER = 'https://viewer.example.org/view';

test('documents: five lines, each opening the file viewer with the file’s address in a new tab @desktop', async ({ page }) => {
  // Point the client at a file viewer, as a deployment's domain config would.
  await page.route('**/site/domain-config.js', async (route) => {
    const script = await (await route.fetch()).text();
    await route.fulfill({ body: `${script}\nwindow.__DOMAIN_CONFIG__.fileViewer = ${JSON.stringify(VIEWER)};\n`, contentType: 'text/javascript' });
  });
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="document"]');
  await module.scrollIntoViewIfNeeded();

  const rows = module.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) await expect(row).toBeVisible();

  const open = module.getByRole('link', { name: 'Open Exhibitor manual 2026 (new tab)' });
  const href = new URL((await open.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(VIEWER);
  expect(href.searchParams.get('url')).toBe(new URL('/files/demo-expo/docs/9321-1.pdf', page.url()).href);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);

  await module.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(7);
  await expect(module.getByText('No more items')).toBeVisible();
});
