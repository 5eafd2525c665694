import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pageTree, type Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { flatten, homePageId } from '../../src/site/resolvePage';
import { ask } from './ask';
import { startRenderService } from './renderService';

export interface PrerenderOptions {
  /** The gateway the pages are read from. */
  gateway: string;
  siteId: string;
  /** The public origin the pages are served from (their canonical addresses and share cards name it). */
  origin: string;
  /** The folder the pages are written to. */
  out: string;
  /** The built client (its index.html is the shell) and the app's server build. */
  clientDir: string;
  serverDir: string;
  /** The deployment's domain config, as its domain-config.js gives it to the browser. */
  domainConfig: unknown;
  /** The language the gateway is asked in (a site is one language; its others are sites of their own). */
  language: LanguageCode;
}

export interface Prerendered {
  /** The files written, relative to `out`. */
  written: string[];
  /** Pages the gateway gives no published detail for (drafts): not written. */
  unpublished: string[];
  /** Pages that could not be rendered, with the reason (the render's Server-Timing fallback). */
  failed: string[];
}

const TERMINALS: Terminal[] = ['pc', 'mobile'];

/** One page as a visitor of the public origin asks for it, from the terminal its client hint names. */
function fetchPage(service: string, address: string, origin: URL, terminal: Terminal): Promise<{ html: string; timing: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(address, service), {
      headers: { Host: origin.host, 'X-Forwarded-Proto': origin.protocol.replace(':', ''), 'Sec-CH-UA-Mobile': terminal === 'mobile' ? '?1' : '?0' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ html, timing: String(response.headers['server-timing'] ?? '') }));
    });
  });
}

/**
 * `npm run prerender` (issue 31): every published page of a site, for each terminal, written as
 * the render service writes it (head, first screen, the replies it came from) to
 * `<out>/<siteId>/<pageId>.<terminal>.html`, and the home to `<out>/<siteId>/index.<terminal>.html`,
 * for a host with no Node: docs/server-rendering.md says how one serves them.
 */
export async function prerender(options: PrerenderOptions): Promise<Prerendered> {
  const { gateway, siteId, out, clientDir, serverDir, domainConfig, language } = options;
  const origin = new URL(options.origin);
  const tree = await ask({ gateway, language, signal: AbortSignal.timeout(10_000) }, 'Page/Tree', { siteId }, pageTree, {});
  if (typeof tree === 'string') throw new Error(`The gateway at ${gateway} gave no page tree for site ${siteId} (${tree})`);
  const service = await startRenderService({ port: 0, gateway, clientDir, serverDir, defaultSiteId: siteId, domainConfig, log: () => undefined });
  const result: Prerendered = { written: [], unpublished: [], failed: [] };
  try {
    fs.mkdirSync(path.join(out, siteId), { recursive: true });
    // The home at the site's own address, then every page at its page address.
    const addresses = [
      { name: 'index', pageId: homePageId(tree) ?? '', address: `${CLIENT_BASE}?siteId=${siteId}` },
      ...flatten(tree)
        .filter((node) => node.type === 'site' || node.type === 'pagemodule')
        .map(({ pageId }) => ({ name: pageId, pageId, address: `${CLIENT_BASE}pages/index/index?siteId=${siteId}&pageId=${pageId}` })),
    ];
    for (const { name, pageId, address } of addresses) {
      for (const terminal of TERMINALS) {
        const { html, timing } = await fetchPage(service.url, address, origin, terminal);
        const fallback = /fallback;desc="([^"]+)"/.exec(timing)?.[1];
        if (fallback === 'no-page') {
          if (!result.unpublished.includes(pageId)) result.unpublished.push(pageId);
        } else if (fallback) {
          result.failed.push(`${name} (${terminal}): ${fallback}`);
        } else {
          const file = path.join(siteId, `${name}.${terminal}.html`);
          fs.writeFileSync(path.join(out, file), html);
          result.written.push(file);
        }
      }
    }
  } finally {
    await service.close();
  }
  return result;
}
