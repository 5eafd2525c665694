import { callOfFirstReplyKey, FIRST_REPLIES_BLOCK } from '../../schemas/firstReplies';
import { placeOf } from '../server/gateway';
import { jsonOf } from './json';
import type { Recording } from './recording';

/** The part of a HAR 1.2 file (developer tools, Playwright's recordHar, Polly) a bundle needs. */
export interface Har {
  log: {
    entries: {
      request: { method: string; url: string; postData?: { text?: string } };
      response: { status: number; content: { text?: string; encoding?: string; mimeType?: string } };
    }[];
  };
}

/** What a conversion did: the places written, and every API call it left out with why. */
export interface HarReport {
  written: string[];
  left: string[];
}

const API_ROOT = /^\/api\//i;

/** The text of a HAR response, decoded. */
const textOf = ({ text, encoding }: Har['log']['entries'][number]['response']['content']) => (encoding === 'base64' && text ? Buffer.from(text, 'base64').toString('utf8') : text);

/**
 * The gateway replies a server-written page carried (schemas/firstReplies.ts), as the calls they
 * answer: a visitor's browser never made those calls, so a capture holds them only there.
 */
function pageReplies(pageUrl: URL, html: string): { method: string; url: URL; body: unknown; reply: unknown }[] {
  const block = jsonOf(FIRST_REPLIES_BLOCK.exec(html)?.[1]);
  if (!block || typeof block !== 'object') return [];
  return Object.entries(block).flatMap(([key, reply]) => {
    const call = callOfFirstReplyKey(key);
    return call ? [{ method: call.method, url: new URL(call.path, pageUrl), body: call.body, reply }] : [];
  });
}

/**
 * Each API call of a capture written to its place in the bundle (gateway.ts `placeOf`, the
 * recorder's rule), minus credentials (the request's headers and cookies are never read, and
 * the reply is redacted by Recording). Pages, scripts and images are not API calls and are
 * passed over silently; an API call without a place, a failed one or one whose place is
 * already written is reported. A page the server wrote gives the replies it carried.
 */
export function writeHar(har: Har, recording: Recording): HarReport {
  const report: HarReport = { written: [], left: [] };
  const save = (call: string, place: ReturnType<typeof placeOf>, reply: unknown): void => {
    if (!('area' in place)) {
      report.left.push(place.unkeyed);
      return;
    }
    const name = `${place.area}/${place.call}/${place.key}.json`;
    if (recording.save(place, reply)) report.written.push(name);
    else report.left.push(`${call}: ${name} already written, the first reply kept`);
  };
  for (const { request, response } of har.log.entries) {
    const url = new URL(request.url);
    if (/text\/html/.test(response.content.mimeType ?? '')) {
      for (const written of pageReplies(url, textOf(response.content) ?? '')) save(`${written.method} ${written.url.pathname}`, placeOf(written.method, written.url, written.body), written.reply);
      continue;
    }
    if (!API_ROOT.test(url.pathname)) continue;
    const call = `${request.method} ${url.pathname}`;
    const place = placeOf(request.method, url, request.method === 'GET' ? undefined : jsonOf(request.postData?.text));
    const reply = jsonOf(textOf(response.content));
    if (response.status !== 200 || reply === undefined) report.left.push(`${call}: answered ${response.status}${reply === undefined ? ' without a JSON body' : ''}`);
    else save(call, place, reply);
  }
  return report;
}
