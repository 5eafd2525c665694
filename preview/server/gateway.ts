import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findReply, type FixtureBundle, type RecordedReply } from '../../fixtures/index';
import { GATEWAY_CALLS } from '../../schemas/calls';
import { AGGREGATOR } from '../../schemas/calls/wire';
import { PREVIEW_TOKEN_HEADER } from '../../schemas/previewHeader';
import { declaredAt, routePathOf } from './declaredCalls';
import { envelope, HttpError, readJson, sendEnvelopeError, sendJson } from './http';
import { serveFile } from './static';
import { pageSites } from './pageSites';
import type { PreviewTokens } from './previewToken';
import type { Handler, Route } from './router';

export const GATEWAY_BASE = `${AGGREGATOR}/`;

/**
 * The request's fields whose values name the recorded reply, per `<Area>/<Call>` (spec section
 * 7): a POST's body, a GET's query and path parts. Joined with '_' when there are several (`Speaker/QuerySpeakerList` with bventId
 * 9001, lang en-US, pageIndex 2 and keyword `Chen` answers from `9001_en-US_2_Chen.json`; an
 * empty value keeps its place, so the same call without a keyword answers from
 * `9001_en-US_2_.json`). This table is the one place to add a call; a call not listed here
 * answers from its `default.json`.
 */
export const KEY_FIELDS: Readonly<Record<string, string | readonly string[]>> = {
  'Site/GetSiteById': 'id',
  'Page/Tree': 'siteId',
  'Page/Detail': 'pageId',
  'Material/GetGroupList': ['bventId', 'type', 'language'],
  'Material/GetFileListInGroup': ['bventId', 'groupId', 'pageNo', 'language', 'keyWords'],
  'Material/GetFileListInScheduleGroup': ['bventId', 'groupId', 'pageNo', 'language', 'keyWords'],
  // Its groups joined with '-': a group with two sub-groups answers from `88001_88531-88101-88102_1_en-US_.json`.
  'Material/GetFileListInGroupAndScheduleGroup': ['bventId', 'groups', 'pageNo', 'language', 'keyWords'],
  'Speaker/QuerySpeakerList': ['bventId', 'lang', 'pageIndex', 'keyword'],
  'Speaker/QuerySpeakerGroupList': 'bventId',
  'Cms/GetCategoryList': ['bventId', 'lang'],
  'Cms/GetPartnersList': ['bventId', 'lang', 'categoryId'],
  'Cms/GetNewsList': ['bventId', 'lang', 'pageNo', 'keywords'],
  'Cms/GetNewsDetail': ['bventId', 'lang', 'id'],
  'Cms/GetQuestionList': ['bventId', 'lang'],
  'Schedule/List': ['bventId', 'lang', 'date'],
  'Schedule/Dates': ['bventId', 'lang'],
  'Schedule/Types': ['bventId', 'lang'],
  'Schedule/Venues': ['bventId', 'lang'],
  'Site/QuerySitesForAgency': ['businessId', 'lang', 'pageNo'],
  'Bvent/GetMiniProgramCodeBvents': ['bventId', 'lang', 'pageNo'],
  'Authority/GetAccountAttendeeIdentity': ['bventId', 'accountId'],
  'Authority/GetRegistrationUrlForGroupCenter': 'bventId',
  'WebAggregator/GetBventSetting': 'bventId',
  'ClientAggregator/QueryLanguages': 'bventId',
  'ClientAggregator/GetIntellectualPropertyByBventId': 'bventId',
  'UserResource/AccountUser': 'accountId',
};
const DEFAULT_KEY = 'default';

/** A key field's value in a key: a string or number as it is, a list of them joined with '-'; null for anything else. */
function keyPart(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join('-');
  return null;
}

/** The recorded key a request asks for, or a description of what is missing. */
export function keyOf(call: string, body: unknown): { key: string } | { missing: string } {
  const fields = KEY_FIELDS[call];
  if (!fields) return { key: DEFAULT_KEY };
  const values: string[] = [];
  for (const field of typeof fields === 'string' ? [fields] : fields) {
    const value = keyPart((body as Record<string, unknown>)[field]);
    if (value === null) return { missing: field };
    values.push(value);
  }
  return { key: values.join('_') };
}

/**
 * The recorded reply for a gateway call (`<Area>/<Call>`) and body, from the first bundle that
 * has one. A keyed call whose key no bundle records answers from its `default.json` when a
 * bundle records one: how a gateway answers a lookup by an id it does not know (the news
 * detail records `returnObj: null` there).
 */
export function findRecorded(bundles: readonly FixtureBundle[], call: string, body: unknown): RecordedReply | undefined {
  const place = placeOf('POST', apiUrl(`${GATEWAY_BASE}${call}`), body);
  if (!('area' in place)) return undefined;
  return recordedAt(bundles, place) ?? recordedAt(bundles, { ...place, key: DEFAULT_KEY });
}

/** The reply at a place, from the first bundle that records it. */
const recordedAt = (bundles: readonly FixtureBundle[], { area, call, key }: ReplyPlace) => bundles.map((bundle) => findReply(bundle, area, call, key)).find(Boolean);

/** A request's address as placeOf reads it (only its path and query count). */
const apiUrl = (pathAndQuery: string) => new URL(pathAndQuery, 'http://replay.invalid');

/** A gateway call's body: a JSON object, else HttpError 400. */
export async function readBodyObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Why no recorded reply answers a gateway call, naming the key it asked for. */
export function noFixtureMessage(pathname: string, call: string, body: unknown): string {
  const wanted = keyOf(call, body);
  const fields = KEY_FIELDS[call];
  const detail = 'missing' in wanted ? `key field ${wanted.missing} missing from the body` : fields ? `key ${String(fields)}=${wanted.key}` : `key ${DEFAULT_KEY}`;
  return `No fixture answers POST ${pathname} (${detail})`;
}

/**
 * A recorded reply, sent byte for byte as the file it is: gzipped once per version of the file
 * for a client that takes gzip (a 200-module page detail is 750 kB), never cached by the client.
 */
export function sendRecorded(res: ServerResponse, reply: RecordedReply): Promise<void> {
  return serveFile(res.req, res, reply.file, 'no-store');
}

/**
 * `POST /api/ClientResponsiveSiteAggregator/<Area>/<Call>`: the recorded reply from the first
 * bundle that has one (the chosen fixture is first), sent byte for byte.
 */
function replay(bundles: readonly FixtureBundle[], tokens: PreviewTokens): Handler {
  const sitesOf = pageSites(bundles);
  return async (req, res, { url }) => {
    const body = await readBodyObject(req);
    const call = url.pathname.slice(GATEWAY_BASE.length);
    const reply = findRecorded(bundles, call, body);
    if (!reply) return sendEnvelopeError(res, 404, noFixtureMessage(url.pathname, call, body));
    if (call === 'Page/Detail' && isDraft(JSON.parse(fs.readFileSync(reply.file, 'utf8'))) && !(await tokens.valid(headerOf(req, PREVIEW_TOKEN_HEADER), sitesOf(body.pageId)))) {
      // What a gateway answers for a page with nothing published: no detail for any terminal.
      return sendJson(res, 200, envelope([]), { 'Cache-Control': 'no-store' });
    }
    return sendRecorded(res, reply);
  };
}

/** A page detail reply that is not published (isPublish false): a draft, for preview passes only. */
export function isDraft(envelope: unknown): boolean {
  const returnObj = (envelope as { returnObj?: unknown } | null)?.returnObj;
  return Array.isArray(returnObj) && returnObj.some((detail: { isPublish?: unknown } | null) => detail?.isPublish === false);
}

const headerOf = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The recorded reply of a GET outside the aggregator (notoken settings, the user record, the
 * event's own calls), else its `default.json` as for a gateway call (an event without an
 * intellectual-property statement answers null).
 */
export function findRecordedGet(bundles: readonly FixtureBundle[], url: URL): RecordedReply | undefined {
  const place = placeOf('GET', url, undefined);
  return 'area' in place ? (recordedAt(bundles, place) ?? recordedAt(bundles, { ...place, key: DEFAULT_KEY })) : undefined;
}

function replayGet(bundles: readonly FixtureBundle[]): Handler {
  return (_req, res, { url }) => {
    const reply = findRecordedGet(bundles, url);
    if (!reply) return sendEnvelopeError(res, 404, `No fixture answers GET ${url.pathname}${url.search}`);
    return sendRecorded(res, reply);
  };
}

/** Where a reply lives in a bundle: `<area>/<call>/<key>.json`. */
export interface ReplyPlace {
  area: string;
  call: string;
  key: string;
}

/**
 * Where a bundle keeps the reply to a request, as the finders above look it up: a declared call
 * (schemas/calls.ts) of the aggregator, or a read outside it, by its `<Area>/<Call>` name and
 * the key its fields make. A request with no place says why (the recorder and the HAR converter
 * report it).
 */
export function placeOf(method: string, url: URL, body: unknown): ReplyPlace | { unkeyed: string } {
  const declared = declaredAt(url.pathname);
  if (!declared || declared.call.method !== method) return { unkeyed: `${method} ${url.pathname}: no call of schemas/calls.ts` };
  const { name, call, values } = declared;
  // Outside the aggregator, the writes are answered live from seeds (the share code, the mall).
  if (method === 'POST' && !call.path.startsWith(GATEWAY_BASE)) return { unkeyed: `${method} ${url.pathname}: ${name} is answered live, not recorded` };
  if (method === 'POST' && (typeof body !== 'object' || body === null)) return { unkeyed: `${name}: the body is not a JSON object` };
  const fields = method === 'GET' ? { ...Object.fromEntries(url.searchParams), ...values } : body;
  const [area, callName] = name.split('/') as [string, string];
  const wanted = keyOf(name, fields);
  return 'key' in wanted ? { area, call: callName, key: wanted.key } : { unkeyed: `${name}: key field ${wanted.missing} missing from the ${method === 'GET' ? 'address' : 'body'}` };
}

/** Any other `/api/...` address: a well-formed envelope, so the client's error path is exercised. */
export const unknownApi: Route = {
  path: '/api/',
  prefix: true,
  handle: (req, res, { url }) => sendEnvelopeError(res, 404, `No fixture answers ${req.method} ${url.pathname}`),
};

export function gatewayRoutes(bundles: readonly FixtureBundle[], tokens: PreviewTokens): Route[] {
  const reads = Object.values(GATEWAY_CALLS).filter((call) => call.method === 'GET');
  return [
    { methods: ['POST'], path: GATEWAY_BASE, prefix: true, handle: replay(bundles, tokens) },
    ...reads.map((call): Route => ({ methods: ['GET'], ...routePathOf(call), handle: replayGet(bundles) })),
  ];
}
