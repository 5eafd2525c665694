import { previewPass, type PreviewPass } from '../../schemas/preview';
import { config, setConfig } from '../../src/platform/config';

/** The embedded server's preview endpoint (preview/server/preview.ts). */
const PASS_ENDPOINT = '/preview/api/token';
/** A pass is renewed five minutes before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

async function fetchPass(siteId: string): Promise<PreviewPass> {
  const reply = await fetch(PASS_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ siteId }) });
  if (!reply.ok) throw new Error(`${PASS_ENDPOINT} answered ${reply.status}`);
  return previewPass.parse(await reply.json());
}

/** The site the pass in the configuration is for: a renewal for a site since left is dropped. */
let passSite: string | null = null;
let renewal: ReturnType<typeof setTimeout> | undefined;

/**
 * Takes the preview's pass for a site into the client's configuration (a pass opens one site's
 * unpublished pages), and a fresh one before it expires, so an organiser who keeps the preview
 * open past the hour still sees drafts. Without a pass the preview still runs; unpublished pages
 * then open on the 404 page, as they do live.
 */
export async function takePreviewPass(siteId: string): Promise<void> {
  clearTimeout(renewal);
  if (passSite !== siteId) setConfig({ previewToken: '' });
  passSite = siteId;
  try {
    const pass = await fetchPass(siteId);
    if (passSite !== siteId) return;
    setConfig({ previewToken: pass.token });
    const renewIn = Math.max(Date.parse(pass.expiresAt) - Date.now() - RENEW_BEFORE_MS, 60_000);
    renewal = setTimeout(() => void takePreviewPass(siteId), renewIn);
  } catch (error) {
    console.error('No preview pass: unpublished pages will not open', error);
  }
}

/** The site a page of the preview's app shows: the address's, else the deployment's default. */
export const shownSiteId = (): string => new URLSearchParams(location.search).get('siteId') || config().siteId;
