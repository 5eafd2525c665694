import fs from 'node:fs';
import path from 'node:path';
import { response, siteIds, type FixtureBundle } from '../../fixtures/index';
import { redirect, sendJson, sendText } from './http';
import type { PreviewTokens } from './previewToken';
import type { Route } from './router';
import { REVALIDATE, serveFile } from './static';

const PREVIEW_BASE = '/preview/';

interface SiteSummary {
  id: string;
  language?: string;
  title?: string;
}

/** A bundle's sites as its recorded GetSiteById replies describe them. */
function sitesOf(bundle: FixtureBundle): SiteSummary[] {
  return siteIds(bundle).map((id) => {
    const site = (response(bundle, 'Site', 'GetSiteById', id) as { returnObj?: { language?: string; title?: string } }).returnObj;
    return { id, language: site?.language, title: site?.title };
  });
}

/**
 * The preview harness (built from preview/index.html into dist/preview/) and the list of
 * bundles it offers. Every address under /preview/ that is not an API answers with the
 * harness page, so its own routes survive a reload.
 */
export function previewRoutes(distDir: string, bundles: readonly FixtureBundle[], tokens: PreviewTokens): Route[] {
  const harness = path.join(distDir, 'preview', 'index.html');
  return [
    // The preview's pass (previewToken.ts): what lets the harness's requests see unpublished pages.
    { methods: ['POST'], path: `${PREVIEW_BASE}api/token`, handle: async (_req, res) => sendJson(res, 200, await tokens.issue(), { 'Cache-Control': 'no-store' }) },
    { methods: ['GET', 'HEAD'], path: '/preview', handle: (_req, res, { url }) => redirect(res, `${PREVIEW_BASE}${url.search}`) },
    {
      methods: ['GET'],
      path: `${PREVIEW_BASE}api/fixtures`,
      handle: (_req, res) =>
        sendJson(
          res,
          200,
          bundles.map((bundle) => ({ name: bundle.name, ...bundle.manifest, sites: sitesOf(bundle) })),
          { 'Cache-Control': 'no-store' },
        ),
    },
    {
      methods: ['GET', 'HEAD'],
      path: PREVIEW_BASE,
      prefix: true,
      handle: (req, res, { url }) => {
        if (url.pathname.startsWith(`${PREVIEW_BASE}api/`)) return sendText(res, 404, `No preview API at ${url.pathname}`);
        if (!fs.existsSync(harness)) {
          return sendText(res, 404, 'The preview harness is not built: dist/preview/index.html is missing (its entry is preview/index.html; run `npm run build`).');
        }
        return serveFile(req, res, harness, REVALIDATE);
      },
    },
  ];
}
