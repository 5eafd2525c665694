import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler gets besides the raw request: the parsed address and the server's origin. */
export interface RequestContext {
  url: URL;
  /** Origin the visitor used to reach us (from the Host header), e.g. http://localhost:4173. */
  origin: string;
  /**
   * The account the request's bearer token names, on calls marked auth whose token the
   * gateway's bearer check verified (bearer.ts); null without one.
   */
  account: string | null;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, context: RequestContext) => void | Promise<void>;

/**
 * One line of the routing table: `path` matched exactly, or as a prefix when `prefix` is set;
 * `methods` absent means any method. The first matching route answers, so specific routes go
 * before the prefixes that contain them. New areas (the SSO session API, the OpenID provider)
 * mount by adding lines.
 */
export interface Route {
  methods?: readonly string[];
  path: string;
  prefix?: boolean;
  handle: Handler;
}

export function matchRoute(routes: readonly Route[], method: string, pathname: string): Route | undefined {
  return routes.find(
    (route) =>
      (!route.methods || route.methods.includes(method)) &&
      (route.prefix ? pathname.startsWith(route.path) : pathname === route.path),
  );
}
