import type * as z from 'zod/mini';

/**
 * Whether a call carries the visitor's token (spec section 7 marks such calls "(auth)"):
 * `required`, refused without a valid one; `optional`, public content a token personalises (the
 * schedule's isFollowed), answered without one; `none`, sent without it.
 */
export type TokenNeed = 'required' | 'optional' | 'none';

/** One call the client makes, as the gateway sees it. Every reply comes in the envelope of schemas/envelope.ts. */
export interface WireCall {
  /** Where the call goes: under the gateway base, or the SSO base for `session/*`; `{bventId}` is filled with the event's id. */
  path: string;
  method: 'GET' | 'POST';
  /** What the client sends: the JSON body of a POST, the query of a GET; null when it sends nothing. */
  request: z.ZodMiniType | null;
  /** The envelope's returnObj, as the client parses it (input side: what the server sends). */
  returnObj: z.ZodMiniType;
  auth: TokenNeed;
}

/** The aggregator every site and content call goes through (spec section 7). */
export const AGGREGATOR = '/api/ClientResponsiveSiteAggregator';

/** The names a path leaves to fill: `event` for `.../{event}/...`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

/**
 * The call with each `{name}` of its path filled, as one path segment: what the client sends
 * (src/api/gateway.ts takes no call with a part left to fill).
 */
export function filled<C extends WireCall>(call: C, values: Readonly<Record<PathParams<C['path']>, string>>): Omit<C, 'path'> & { path: string } {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: PathParams<C['path']>) => encodeURIComponent(values[name]));
  return { ...call, path };
}

/**
 * Where a path arrives at a host: the spec writes some with a leading slash and some without,
 * and the client joins every one to its base with exactly one.
 */
export const rootedPath = (path: string) => `/${path.replace(/^\/+/, '')}`;
