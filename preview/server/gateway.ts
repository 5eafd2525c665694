import fs from 'node:fs';
import { findReply, type FixtureBundle } from '../../fixtures/index';
import { HttpError, readJson, send, sendEnvelopeError } from './http';
import type { Handler, Route } from './router';

export const GATEWAY_BASE = '/api/ClientResponsiveSiteAggregator/';

/**
 * The request-body field whose value names the recorded reply, per `<Area>/<Call>` (spec
 * section 7). This table is the one place to add a call; a call not listed here answers from
 * its `default.json`.
 */
export const KEY_FIELDS: Readonly<Record<string, string>> = {
  'Site/GetSiteById': 'id',
  'Page/Tree': 'siteId',
  'Page/Detail': 'pageId',
};
const DEFAULT_KEY = 'default';

/** The recorded key a request asks for, or a description of what is missing. */
function keyOf(call: string, body: unknown): { key: string } | { missing: string } {
  const field = KEY_FIELDS[call];
  if (!field) return { key: DEFAULT_KEY };
  const value = (body as Record<string, unknown>)[field];
  if (typeof value === 'string' || typeof value === 'number') return { key: String(value) };
  return { missing: field };
}

/**
 * `POST /api/ClientResponsiveSiteAggregator/<Area>/<Call>`: the recorded reply from the first
 * bundle that has one (the chosen fixture is first), sent byte for byte.
 */
function replay(bundles: readonly FixtureBundle[]): Handler {
  return async (req, res, { url }) => {
    const body = await readJson(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
    const call = url.pathname.slice(GATEWAY_BASE.length);
    const [area, name, ...rest] = call.split('/');
    const wanted = keyOf(call, body);
    const reply =
      area && name && rest.length === 0 && 'key' in wanted
        ? bundles.map((bundle) => findReply(bundle, area, name, wanted.key)).find(Boolean)
        : undefined;
    if (!reply) {
      const field = KEY_FIELDS[call];
      const detail = 'missing' in wanted ? `key field ${wanted.missing} missing from the body` : field ? `key ${field}=${wanted.key}` : `key ${DEFAULT_KEY}`;
      return sendEnvelopeError(res, 404, `No fixture answers POST ${url.pathname} (${detail})`);
    }
    send(res, 200, fs.readFileSync(reply.file), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  };
}

/** Any other `/api/...` address: a well-formed envelope, so the client's error path is exercised. */
export const unknownApi: Route = {
  path: '/api/',
  prefix: true,
  handle: (req, res, { url }) => sendEnvelopeError(res, 404, `No fixture answers ${req.method} ${url.pathname}`),
};

export function gatewayRoutes(bundles: readonly FixtureBundle[]): Route[] {
  return [{ methods: ['POST'], path: GATEWAY_BASE, prefix: true, handle: replay(bundles) }];
}
