import { WORKBENCH_CALLBACK, WORKBENCH_CLIENT_ID } from '../../../schemas/preview';

/**
 * The two first-party public clients of spec section 9: `jsEvosClient` when the site runs on
 * localhost, `evosClient` elsewhere. Both are registered for every origin this server answers
 * on (127.0.0.1 and localhost at its port), so whichever id the client picks, its redirect
 * addresses are known.
 */
export const CLIENT_IDS = ['jsEvosClient', 'evosClient'] as const;
export const CLIENT_NAME = 'Event mini-site';

/** Where the client is served: the live client and the preview harness's copy of it. */
const CLIENT_BASES = ['/site/', '/preview/site/'];
export const CALLBACK_PATH = 'pages/login/callback';
export const SILENT_PATH = 'pages/login/silent';

export const isFirstPartyClient = (clientId: unknown): boolean => [...CLIENT_IDS, WORKBENCH_CLIENT_ID].some((id) => id === clientId);

export function clientMetadata(origins: readonly string[]) {
  const bases = origins.flatMap((origin) => CLIENT_BASES.map((base) => `${origin}${base}`));
  const siteClients = CLIENT_IDS.map((client_id) => ({
    client_id,
    client_name: CLIENT_NAME,
    application_type: 'web',
    // A browser client holds no secret: PKCE (S256, required in config.ts) protects the code.
    token_endpoint_auth_method: 'none',
    // No refresh_token: renewal goes through the hidden frame (prompt=none), as the spec's client does.
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // auth_time in every ID token: the client compares it across renewals (spec section 5).
    require_auth_time: true,
    redirect_uris: bases.flatMap((base) => [`${base}${CALLBACK_PATH}`, `${base}${SILENT_PATH}`]),
    // The site after a sign-out by redirect; the silent page closes the sign-out popup.
    post_logout_redirect_uris: bases.flatMap((base) => [base, `${base}${SILENT_PATH}`]),
  }));
  // The preview workbench's organiser (preview/workbench/organiser/), on the same terms as the site.
  const workbench = {
    ...siteClients[0]!,
    client_id: WORKBENCH_CLIENT_ID,
    client_name: 'Preview workbench',
    redirect_uris: origins.map((origin) => `${origin}${WORKBENCH_CALLBACK}`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/preview/`),
  };
  return [...siteClients, workbench];
}
