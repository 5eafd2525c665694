import { previewPass, type PreviewPass } from '../../schemas/preview';
import { setConfig } from '../../src/platform/config';

/** The embedded server's preview endpoint (preview/server/preview.ts). */
const PASS_ENDPOINT = '/preview/api/token';
/** A pass is renewed five minutes before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

async function fetchPass(): Promise<PreviewPass> {
  const reply = await fetch(PASS_ENDPOINT, { method: 'POST' });
  if (!reply.ok) throw new Error(`${PASS_ENDPOINT} answered ${reply.status}`);
  return previewPass.parse(await reply.json());
}

/**
 * Takes the preview's pass into the client's configuration, and a fresh one before it expires,
 * so an organiser who keeps the preview open past the hour still sees drafts. Without a pass
 * the preview still runs; unpublished pages then open on the 404 page, as they do live.
 */
export async function takePreviewPass(): Promise<void> {
  try {
    const pass = await fetchPass();
    setConfig({ previewToken: pass.token });
    const renewIn = Math.max(Date.parse(pass.expiresAt) - Date.now() - RENEW_BEFORE_MS, 60_000);
    setTimeout(() => void takePreviewPass(), renewIn);
  } catch (error) {
    console.error('No preview pass: unpublished pages will not open', error);
  }
}
