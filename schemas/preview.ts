import * as z from 'zod/mini';

/*
 * The preview's pass (ours, not in the spec: the spec has organisers preview unpublished pages
 * but names no call for it). The embedded server's preview endpoint (POST /preview/api/token)
 * issues an expiring token; the client in preview mode sends it with every gateway call under
 * PREVIEW_TOKEN_HEADER (previewHeader.ts), and the gateway answers Page/Detail of an unpublished page only then.
 */

/** The endpoint's reply (not enveloped: it is the preview's own, not the gateway's). */
export const previewPass = z.strictObject({
  /** A compact JWS (HS256) with audience "preview" and an expiry an hour after issue. */
  token: z.string().check(z.minLength(1)),
  /** ISO 8601, UTC. */
  expiresAt: z.string().check(z.minLength(1)),
});
export type PreviewPass = z.infer<typeof previewPass>;

/**
 * The preview workbench's own client at the OpenID provider (ours): the organiser signs in there,
 * apart from the visitor the workbench's frame may be signed in as, and comes back to WORKBENCH_CALLBACK.
 */
export const WORKBENCH_CLIENT_ID = 'minisiteWorkbench';
export const WORKBENCH_CALLBACK = '/preview/signed-in';
