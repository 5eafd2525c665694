import type * as z from 'zod/mini';
import { rootedPath, type PathParams, type WireCall } from '../../schemas/calls/wire';
import { rawEnvelope } from '../../schemas/envelope';
import { describeIssue, issuesOf } from '../../schemas/issues';
import type { LanguageCode } from '../../schemas/primitives';
import { config } from '../platform/config';
import { catalogue, GatewayError, REJECT_WITH_CODE } from '../platform/errors';
import { request } from '../platform/request';
import { takeFirstReply } from '../platform/firstReplies';
import { deviceId } from '../platform/storage';
import { keepReply, readSavedReply, type KeptCall } from '../platform/savedReplies';
import { PREVIEW_TOKEN_HEADER } from '../../schemas/previewHeader';

interface GatewaySession {
  language: LanguageCode;
  tenantId: string;
  /** The bearer token for calls marked auth; null when signed out. */
  accessToken: () => string | null;
  /** The signed-in account, whose kept replies a reply sent with its token joins. */
  account: () => string | null;
}

const session: GatewaySession = { language: 'en-US', tenantId: '', accessToken: () => null, account: () => null };

/** The app keeps the headers every call sends in step with the visitor's choices. */
export function setGatewaySession(next: Partial<GatewaySession>): void {
  Object.assign(session, next);
}

/** Whether calls marked auth would carry a token: the visitor is signed in. */
export function isSignedIn(): boolean {
  return session.accessToken() !== null;
}

/** What a declared call sends: its request schema's input, nothing for a call that takes none. */
export type Sent<C extends WireCall> = C['request'] extends z.ZodMiniType ? z.input<C['request']> : undefined;

/** A declaration whose path has nothing left to fill: its `{name}` parts filled (schemas/calls/wire.ts `filled`). */
type Sendable<C extends WireCall> = [PathParams<C['path']>] extends [never] ? C : never;

export interface Sending {
  signal?: AbortSignal | undefined;
}

/**
 * One declared call (schemas/calls.ts) with the rules of spec section 8: non-200 rejects with
 * the server's error or the status code; a null body rejects 'no data'; isSuccess false rejects
 * with businessMessage, except a first item with homePageId (go to that page) and businessCode
 * 111241000 (reject with the code). The declaration says where, how, and whether the visitor's
 * token goes with it. Resolves the raw returnObj: `ask` parses it with the declared schema.
 */
export async function callGateway<C extends WireCall>(call: Sendable<C>, body: Sent<C>, { signal }: Sending): Promise<unknown> {
  const header: Record<string, string> = {
    'x-lang': session.language,
    'x-tenant-id': session.tenantId || config().tenantId,
    'x-device-id': deviceId(),
  };
  const { previewToken } = config();
  if (previewToken) header[PREVIEW_TOKEN_HEADER] = previewToken;
  const token = call.auth !== 'none' && session.accessToken();
  if (token) header.Authorization = `Bearer ${token}`;
  const { path, method } = call;
  const url = `${config().gateway.replace(/\/+$/, '')}${rootedPath(path)}`;
  // A preview's unpublished pages are nobody's to keep.
  const kept: KeptCall = { request: [method, url, body, header['x-lang']], owner: previewToken ? null : { account: token ? session.account() : null } };
  // The reply the server wrote into the page for this very call, if it did (never a call with the visitor's token).
  const written = token ? undefined : takeFirstReply(method, path, session.language, body);
  let reply;
  try {
    reply = written === undefined ? await request({ url, method, data: body, header, signal }) : { statusCode: 200, data: written };
  } catch (error) {
    // No network: what the visitor was last shown for this call, if it was kept.
    const saved = error instanceof GatewayError && error.kind === 'network' ? await readSavedReply(kept) : null;
    if (saved) return saved.returnObj;
    throw error;
  }
  const envelope = rawEnvelope.safeParse(reply.data);
  if (reply.statusCode !== 200) {
    const message = envelope.success ? envelope.data.businessMessage || envelope.data.sysMessage : null;
    throw new GatewayError('status', message || String(reply.statusCode), { path, status: reply.statusCode });
  }
  if (reply.data === null || reply.data === undefined) throw new GatewayError('noData', catalogue.noData, { path });
  if (!envelope.success) throw new GatewayError('invalid', `${path}: reply is not a gateway envelope`, { path });
  const { isSuccess, businessMessage, sysMessage, businessCode, returnObj } = envelope.data;
  if (!isSuccess) {
    const homePageId = firstHomePageId(returnObj);
    if (homePageId) throw new GatewayError('homePage', businessMessage ?? '', { path, homePageId });
    if (Number(businessCode) === REJECT_WITH_CODE) throw new GatewayError('businessCode', String(businessCode), { path, code: businessCode ?? undefined });
    throw new GatewayError('business', businessMessage || sysMessage || '', { path, code: businessCode ?? undefined });
  }
  keepReply(kept, returnObj);
  return returnObj;
}

/** What the visitor is told when a reply has no returnObj (default 'no data'), or one its schema refuses. */
interface ReplyTexts {
  whenMissing?: string;
  whenInvalid: string;
}

/** A declared call, its returnObj parsed with the declared schema. */
export async function ask<C extends WireCall>(call: Sendable<C>, body: Sent<C>, options: Sending & ReplyTexts): Promise<z.output<C['returnObj']>> {
  const reply = await callGateway<C>(call, body, options);
  return parseReply<C['returnObj']>(call.returnObj, reply, options.whenMissing ?? catalogue.noData, options.whenInvalid);
}

/**
 * Parses a returnObj with its schema. A null returnObj rejects with `whenMissing`; a mismatch
 * with `whenInvalid`, keeping every issue with its path for the logs and the preview.
 */
export function parseReply<S extends z.ZodMiniType>(schema: S, value: unknown, whenMissing: string, whenInvalid: string): z.output<S> {
  if (value === null || value === undefined) throw new GatewayError('noData', whenMissing);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error).map(describeIssue);
    throw new GatewayError('invalid', whenInvalid, { issues });
  }
  return parsed.data;
}

function firstHomePageId(returnObj: unknown): string | null {
  const first: unknown = Array.isArray(returnObj) ? returnObj[0] : null;
  if (first && typeof first === 'object' && 'homePageId' in first) {
    const id = (first as { homePageId: unknown }).homePageId;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return null;
}
