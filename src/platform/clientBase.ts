/**
 * Where the client lives on its origin: the one place it is set. Vite builds for it
 * (`vite.config.ts` reads it as `base`), the router mounts under it, and a return address
 * outside it is not ours to follow.
 */
export const CLIENT_BASE = '/site/';

/** The router's basename: the client base without its trailing slash. */
export const ROUTER_BASENAME = CLIENT_BASE.replace(/\/$/, '');
