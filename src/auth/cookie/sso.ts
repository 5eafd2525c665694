import type * as z from 'zod/mini';
import { SSO_CALLS } from '../../../schemas/calls/sso';
import type { WireCall } from '../../../schemas/calls/wire';
import { rawEnvelope } from '../../../schemas/envelope';
import type { LanguageCode } from '../../../schemas/primitives';
import { ABNORMAL_ACCESS, SESSION_MARKER_COOKIE, type LoginParameters, type SsoLoginResult, type SsoSessionResult } from '../../../schemas/sso';
import { config } from '../../platform/config';
import { request } from '../../platform/request';
import { cookieHelper } from './helperFrame';

/** Spec section 7: x-lang defaults to zh-CN. */
const DEFAULT_SSO_LANGUAGE = 'zh-CN';

/** A wrapped SSO reply with isSuccess false: the message is the server's text (spec section 8). */
export class SsoError extends Error {
  override readonly name = 'SsoError';
  /** '异常访问': the stored credential is worthless and must be cleared. */
  get abnormal(): boolean {
    return this.message === ABNORMAL_ACCESS;
  }
}

/** What every SSO call sends besides its payload (spec section 7). */
export interface SsoHeaders {
  language?: LanguageCode | '';
  /** Sent as x-encrypt when given; else the deployment's `ssoEncrypt`, if any. */
  encrypt?: string;
  /** Added to the deployment's `ssoHeaders`. */
  custom?: Record<string, string>;
}

function headersFor({ language, encrypt = config().ssoEncrypt, custom }: SsoHeaders): Record<string, string> {
  return { ...config().ssoHeaders, ...custom, 'x-lang': language || DEFAULT_SSO_LANGUAGE, ...(encrypt ? { 'x-encrypt': encrypt } : {}) };
}

/** A session call's address: its path under the deployment's SSO base. */
function ssoUrl(call: WireCall): string {
  const base = config().clientSso;
  return new URL(call.path, new URL(base.endsWith('/') ? base : `${base}/`, window.location.href)).href;
}

/** On the helper hosts (spec section 9) login and cookie reads go through cookie.html. */
export function usesCookieHelper(hostname = window.location.hostname): boolean {
  return config().cookieHelperHosts.includes(hostname);
}

/** The envelope of a wrapped reply; isSuccess false rejects with the server's message. */
function verdict(data: unknown) {
  const envelope = rawEnvelope.parse(data);
  if (!envelope.isSuccess) throw new SsoError(envelope.businessMessage || envelope.sysMessage || '');
  return envelope;
}

/** The returnObj of a successful wrapped reply, checked by its schema. */
function unwrap<T extends z.ZodMiniType>(result: T, data: unknown): z.infer<T> {
  const { returnObj } = verdict(data);
  if (returnObj === null || returnObj === undefined) throw new SsoError('');
  return result.parse(returnObj);
}

/** POST api/session/login with the type's parameters, credentials included. */
export async function ssoLogin(parameters: LoginParameters, headers: SsoHeaders): Promise<SsoLoginResult> {
  const call = SSO_CALLS['session/login'];
  if (usesCookieHelper()) {
    const helper = await cookieHelper(config().clientSso);
    return unwrap(call.returnObj, await helper.ask({ kind: 'login', body: parameters, headers: headersFor(headers) }));
  }
  const reply = await request({ url: ssoUrl(call), method: call.method, data: parameters, header: headersFor(headers), withCredentials: true });
  return unwrap(call.returnObj, reply.data);
}

/** GET api/session/checksession with the credential; returnObj names the account. */
export async function ssoCheckSession(token: string, headers: SsoHeaders): Promise<SsoSessionResult> {
  const call = SSO_CALLS['session/checksession'];
  const reply = await request({ url: ssoUrl(call), method: call.method, header: { ...headersFor(headers), Authorization: token }, withCredentials: true });
  return unwrap(call.returnObj, reply.data);
}

/** GET api/session/logout with the credential; the server clears both cookies. */
export async function ssoLogout(token: string, headers: SsoHeaders): Promise<void> {
  const call = SSO_CALLS['session/logout'];
  const reply = await request({ url: ssoUrl(call), method: call.method, header: { ...headersFor(headers), Authorization: token }, withCredentials: true });
  verdict(reply.data);
}

/**
 * Whether the session cookie is still there, read from its script-readable marker (the session
 * cookie itself is HttpOnly): first-party here, or through the helper frame on helper hosts.
 */
export async function sessionCookiePresent(): Promise<boolean> {
  if (usesCookieHelper()) {
    const helper = await cookieHelper(config().clientSso);
    return (await helper.ask({ kind: 'cookie', name: SESSION_MARKER_COOKIE })) !== null;
  }
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}

/** Logout clears the cookie (spec section 4): the marker too, in case the server's reply never came. */
export function clearSessionMarker(): void {
  document.cookie = `${SESSION_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
