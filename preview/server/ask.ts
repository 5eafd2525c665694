import type * as z from 'zod/mini';
import { CALLS } from '../../schemas/calls';
import { envelope } from '../../schemas/envelope';
import { firstReplyKey } from '../../schemas/firstReplies';
import { withFilesAgainst, type LanguageCode } from '../../schemas/primitives';
import { jsonOf } from '../record/json';

/** Why a page went out without what the gateway would have given it; each is counted in Server-Timing and the log. */
export type Fallback = 'gateway-timeout' | 'gateway-error' | 'gateway-invalid' | 'no-data' | 'no-site' | 'no-page';

/** Where and how the server asks: the gateway, in the visitor's language (as their browser would), by the deadline. */
export interface Asking {
  gateway: string;
  language: LanguageCode;
  signal: AbortSignal;
  /** Where the page's browser resolves relative file addresses (null: as they come), so the server reads them alike. */
  files?: string | null;
}

/**
 * One gateway call as its declaration names it (schemas/calls.ts), read with the schema the
 * client reads it with; a good reply joins `replies` as the gateway sent it.
 */
export async function ask<T extends z.ZodMiniType>(where: Asking, name: keyof typeof CALLS, body: object, returnObj: T, replies: Record<string, unknown>): Promise<z.output<T> | Fallback> {
  const call = CALLS[name];
  const { gateway, language, signal } = where;
  try {
    const response = await fetch(new URL(call.path, gateway), {
      method: call.method,
      headers: { 'Content-Type': 'application/json', 'x-lang': language },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return 'gateway-error';
    const sent = jsonOf(await response.text());
    const reply = withFilesAgainst(where.files ?? null, () => envelope(returnObj).safeParse(sent));
    if (!reply.success) return 'gateway-invalid';
    if (!reply.data.isSuccess || reply.data.returnObj == null) return 'no-data';
    replies[firstReplyKey(call.method, call.path, language, body)] = sent;
    return reply.data.returnObj as z.output<T>;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'gateway-timeout' : 'gateway-error';
  }
}
