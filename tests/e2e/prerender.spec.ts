// `npm run prerender` (issue 31): a site's published pages written to files for a host with no
// Node, each as the render service writes it for its terminal, with the public origin's addresses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { SERVER_BUILD } from '../../preview/server/build';
import { prerender } from '../../preview/server/prerender';
import { detailOf, pages, siteOf } from './fixtureData';
import { expect, test } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = '1001';
const ORIGIN = 'https://expo.example.org';

test('writes every published page of a site for each terminal, with its head and first screen, at the public origin @desktop', async ({ baseURL }) => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'minisite-prerender-'));
  const result = await prerender({
    gateway: baseURL!,
    siteId: SITE,
    origin: ORIGIN,
    out,
    clientDir: path.join(ROOT, 'dist'),
    serverDir: path.join(ROOT, SERVER_BUILD),
    domainConfig: { siteId: SITE, gateway: baseURL, fileServer: baseURL },
    language: siteOf(SITE).language,
  });
  expect(result.failed).toEqual([]);
  const published = pages(SITE).filter((node) => node.type === 'pagemodule' && detailOf(node.pageId, 'pc').isPublish !== false);
  expect(result.written.length).toBe(2 * (published.length + 1));

  const home = published.find((node) => node.sort === 0)!;
  for (const terminal of ['pc', 'mobile'] as const) {
    const { document } = new JSDOM(fs.readFileSync(path.join(out, SITE, `index.${terminal}.html`), 'utf8')).window;
    expect(document.getElementById('root')!.dataset.terminal).toBe(terminal);
    expect(document.querySelector(`#root [id="${detailOf(home.pageId, terminal).modules[0]!.id}"]`)).not.toBeNull();
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/site/?siteId=${SITE}`);
  }
  const other = published.find((node) => node.pageId !== home.pageId)!;
  const { document } = new JSDOM(fs.readFileSync(path.join(out, SITE, `${other.pageId}.pc.html`), 'utf8')).window;
  expect(document.title).toContain(other.title);
  expect(document.querySelector(`#root [data-page-id="${other.pageId}"]`)).not.toBeNull();
  fs.rmSync(out, { recursive: true, force: true });
});
