import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { findReply, readReply, response, siteIds, type FixtureBundle } from '../../fixtures/index';
import { isDraft, readBodyObject } from './gateway';
import { HttpError, redirect, sendJson, sendText } from './http';
import { organiserCheck } from './organisers';
import type { PreviewTokens } from './previewToken';
import type { Route } from './router';
import { PRIVATE_REVALIDATE, serveFile } from './static';

/** Where the harness and its calls live: an organiser's tool, never a page for search engines or shared caches (server.ts). */
export const PREVIEW_BASE = '/preview/';

/** The account a request's bearer token names, null without a valid one (bearer.ts). */
export type AccountOf = (req: IncomingMessage) => Promise<string | null>;

interface PageSummary {
  pageId: string;
  title: string;
  /** A detail is recorded for it (a page of modules, not a link). */
  hasDetail: boolean;
  /** Its recorded detail is not published: only a preview pass opens it. */
  draft: boolean;
  children: PageSummary[];
}

interface SiteSummary {
  id: string;
  language?: string;
  title?: string;
  pages: PageSummary[];
}

interface RecordedNode {
  pageId?: unknown;
  title?: unknown;
  children?: RecordedNode[] | null;
}

/** A site's recorded page tree, each page marked when its recorded detail is a draft (the workbench's picker). */
function pagesOf(bundle: FixtureBundle, nodes: readonly RecordedNode[]): PageSummary[] {
  return nodes.flatMap((node) => {
    if (typeof node.pageId !== 'string') return [];
    const detail = findReply(bundle, 'Page', 'Detail', node.pageId);
    return [{ pageId: node.pageId, title: String(node.title ?? node.pageId), hasDetail: Boolean(detail), draft: detail ? isDraft(readReply(detail)) : false, children: pagesOf(bundle, node.children ?? []) }];
  });
}

/** A bundle's sites as its recorded GetSiteById and Page/Tree replies describe them. */
function sitesOf(bundle: FixtureBundle): SiteSummary[] {
  return siteIds(bundle).map((id) => {
    const site = (response(bundle, 'Site', 'GetSiteById', id) as { returnObj?: { language?: string; title?: string } }).returnObj;
    const tree = (response(bundle, 'Page', 'Tree', id) as { returnObj?: unknown } | undefined)?.returnObj;
    return { id, language: site?.language, title: site?.title, pages: pagesOf(bundle, Array.isArray(tree) ? tree : []) };
  });
}

/**
 * The preview harness (built from preview/index.html into dist/preview/) and the list of
 * bundles it offers. Every address under /preview/ that is not an API answers with the
 * harness page, so its own routes survive a reload.
 */
export function previewRoutes(distDir: string, bundles: readonly FixtureBundle[], tokens: PreviewTokens, accountOf: AccountOf): Route[] {
  const harness = path.join(distDir, 'preview', 'index.html');
  const organises = organiserCheck(bundles);
  return [
    // The preview's pass for one site (previewToken.ts): what lets the harness's requests see that
    // site's unpublished pages. Only a signed-in organiser of the site's event gets one.
    {
      methods: ['POST'],
      path: `${PREVIEW_BASE}api/token`,
      handle: async (req, res) => {
        const account = await accountOf(req);
        if (!account) return sendText(res, 401, 'Sign in as an organiser of the event to preview its pages', { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
        const { siteId } = await readBodyObject(req);
        if (typeof siteId !== 'string') throw new HttpError(400, 'Name the site to preview: {"siteId": "<id>"}');
        if (!bundles.some((bundle) => siteIds(bundle).includes(siteId))) return sendText(res, 404, 'No such site to preview');
        if (!organises(siteId, account)) return sendText(res, 403, 'This account is not an organiser of the event of this site', { 'Cache-Control': 'no-store' });
        return sendJson(res, 200, await tokens.issue(siteId), { 'Cache-Control': 'no-store' });
      },
    },
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
        return serveFile(req, res, harness, PRIVATE_REVALIDATE);
      },
    },
  ];
}
