import { previewPass, type PreviewPass } from '../../schemas/preview';
import { config, setConfig } from '../../src/platform/config';
import { currentOrganiser } from './organiser/organiserSession';

/** The embedded server's preview endpoint (preview/server/preview.ts). */
const PASS_ENDPOINT = '/preview/api/token';
/** A pass is renewed five minutes before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * What asking for a site's pass came to: `granted`; `signedOut`, nobody signed in as organiser or
 * their sign-in has ended (401); `notOrganiser`, the account organises another event (403);
 * `failed`, the endpoint could not answer.
 */
export type PassAnswer = 'granted' | 'signedOut' | 'notOrganiser' | 'failed';

async function fetchPass(siteId: string): Promise<PreviewPass | Exclude<PassAnswer, 'granted'>> {
  const organiser = await currentOrganiser();
  if (!organiser) return 'signedOut';
  const reply = await fetch(PASS_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organiser.accessToken}` }, body: JSON.stringify({ siteId }) });
  if (reply.status === 401) return 'signedOut';
  if (reply.status === 403) return 'notOrganiser';
  if (!reply.ok) throw new Error(`${PASS_ENDPOINT} answered ${reply.status}`);
  return previewPass.parse(await reply.json());
}

/** The site the pass in the configuration is for: a renewal for a site since left is dropped. */
let passSite: string | null = null;
let renewal: ReturnType<typeof setTimeout> | undefined;
const lost = new Set<(answer: PassAnswer) => void>();

/** Told when a renewal finds no pass to take: the organiser's sign-in ended while the preview stayed open. */
export function onPassLost(listener: (answer: PassAnswer) => void): () => void {
  lost.add(listener);
  return () => lost.delete(listener);
}

/**
 * Takes the preview's pass for a site into the client's configuration (a pass opens one site's
 * unpublished pages, and only an organiser of its event gets one), and a fresh one before it
 * expires, so an organiser who keeps the preview open past the hour still sees drafts. Without a
 * pass the preview still runs; unpublished pages then open on the 404 page, as they do live.
 */
export async function takePreviewPass(siteId: string, renewing = false): Promise<PassAnswer> {
  clearTimeout(renewal);
  if (passSite !== siteId) setConfig({ previewToken: '' });
  passSite = siteId;
  let answer: PassAnswer;
  try {
    const pass = await fetchPass(siteId);
    if (passSite !== siteId) return 'failed';
    if (typeof pass === 'string') answer = pass;
    else {
      setConfig({ previewToken: pass.token });
      const renewIn = Math.max(Date.parse(pass.expiresAt) - Date.now() - RENEW_BEFORE_MS, 60_000);
      renewal = setTimeout(() => void takePreviewPass(siteId, true), renewIn);
      answer = 'granted';
    }
  } catch (error) {
    console.error('No preview pass: unpublished pages will not open', error);
    answer = 'failed';
  }
  if (renewing && answer !== 'granted') lost.forEach((listener) => listener(answer));
  return answer;
}

/** The site a page of the preview's app shows: the address's, else the deployment's default. */
export const shownSiteId = (): string => new URLSearchParams(location.search).get('siteId') || config().siteId;
