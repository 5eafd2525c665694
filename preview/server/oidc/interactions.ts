import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { readForm, send } from '../http';
import type { Route } from '../router';
import { authenticate } from './accounts';
import { isFirstPartyClient } from './clients';
import { errorPage, loginPage, type LoginPageOptions } from './pages';
import { localeOf } from './texts';

/** The provider's interaction pages may sit in our own frames (the SSO frame), nobody else's. */
function htmlHeaders(origins: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `frame-ancestors 'self' ${origins.join(' ')}`,
  };
}

/** A failure shown on the error page, shaped like oidc-provider's own errors. */
class PageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly error_description: string,
  ) {
    super(error_description);
  }
}

/** An OIDCProviderError (status, error, error_description) or anything else, as a page. */
function providerFailure(error: unknown): { status: number; out: Record<string, unknown> } {
  const fields = (error ?? {}) as { status?: unknown; error?: unknown; error_description?: unknown };
  if (typeof fields.status === 'number' && typeof fields.error === 'string') {
    return { status: fields.status, out: { error: fields.error, error_description: fields.error_description } };
  }
  console.error(error);
  return { status: 500, out: { error: 'server_error', error_description: 'The sign-in page failed. The server log has the details.' } };
}

/**
 * Consent for our first-party clients is given without asking: the grant takes exactly what
 * the consent prompt says is missing (OIDC scopes, claims, and the gateway resource's scopes).
 */
async function grantConsent(provider: Provider, details: InteractionDetails): Promise<Record<string, unknown>> {
  const { prompt, params, session, grantId } = details;
  if (!session) throw new PageError(400, 'invalid_request', 'Consent asked before sign-in.');
  const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ?? new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  const savedId = await grant.save();
  return { consent: grantId ? {} : { grantId: savedId } };
}

/**
 * Our login page at `<mount>/interaction/<uid>` (interactions.url in config.ts):
 * GET shows the form (or completes consent), POST …/login checks the demo accounts,
 * POST …/abort returns access_denied to the client.
 */
export function interactionRoutes(provider: Provider, mountPath: string, origins: readonly string[]): Route[] {
  const base = `${mountPath}/interaction/`;
  const headers = htmlHeaders(origins);

  const showLogin = (res: ServerResponse, details: InteractionDetails, options: Pick<LoginPageOptions, 'userName' | 'error'> = {}) =>
    send(
      res,
      200,
      loginPage({
        locale: localeOf(details.params.ui_locales),
        action: `${base}${details.uid}/login`,
        abortAction: `${base}${details.uid}/abort`,
        ...options,
      }),
      headers,
    );

  async function interact(req: IncomingMessage, res: ServerResponse, uid: string, action: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new PageError(400, 'invalid_request', 'This sign-in page is out of date. Start signing in again.');
    const prompt = details.prompt.name;

    if (req.method === 'GET' && action === '' && prompt === 'login') return showLogin(res, details);
    if (req.method === 'GET' && action === '' && prompt === 'consent') {
      if (!isFirstPartyClient(details.params.client_id)) {
        throw new PageError(403, 'access_denied', 'Only the event site may sign in here.');
      }
      return provider.interactionFinished(req, res, await grantConsent(provider, details), { mergeWithLastSubmission: true });
    }
    if (req.method === 'POST' && action === 'login' && prompt === 'login') {
      const form = await readForm(req);
      const userName = form.get('username') ?? '';
      const password = form.get('password') ?? '';
      if (!userName.trim() || !password) return showLogin(res, details, { userName, error: 'missing' });
      const account = authenticate(userName, password);
      if (!account) return showLogin(res, details, { userName, error: 'wrong' });
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    }
    throw new PageError(400, 'invalid_request', `Cannot ${req.method} ${action || 'the page'} during ${prompt}.`);
  }

  return [
    {
      methods: ['GET', 'POST'],
      path: base,
      prefix: true,
      handle: async (req, res, { url }) => {
        const [uid = '', action = '', ...rest] = url.pathname.slice(base.length).split('/');
        try {
          if (!uid || rest.length) throw new PageError(404, 'invalid_request', 'No such sign-in page.');
          await interact(req, res, uid, action);
        } catch (error) {
          const { status, out } = providerFailure(error);
          if (!res.headersSent) send(res, status, errorPage(localeOf(url.searchParams.get('ui_locales')), out), headers);
        }
      },
    },
  ];
}
