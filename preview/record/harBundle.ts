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

/**
 * Each API call of a capture written to its place in the bundle (gateway.ts `placeOf`, the
 * recorder's rule), minus credentials (the request's headers and cookies are never read, and
 * the reply is redacted by Recording). Pages, scripts and images are not API calls and are
 * passed over silently; an API call without a place, a failed one or one whose place is
 * already written is reported.
 */
export function writeHar(har: Har, recording: Recording): HarReport {
  const report: HarReport = { written: [], left: [] };
  for (const { request, response } of har.log.entries) {
    const url = new URL(request.url);
    if (!API_ROOT.test(url.pathname)) continue;
    const call = `${request.method} ${url.pathname}`;
    const place = placeOf(request.method, url, request.method === 'GET' ? undefined : jsonOf(request.postData?.text));
    if (!('area' in place)) {
      report.left.push(place.unkeyed);
      continue;
    }
    const { text, encoding } = response.content;
    const reply = jsonOf(encoding === 'base64' && text ? Buffer.from(text, 'base64').toString('utf8') : text);
    const name = `${place.area}/${place.call}/${place.key}.json`;
    if (response.status !== 200 || reply === undefined) report.left.push(`${call}: answered ${response.status}${reply === undefined ? ' without a JSON body' : ''}`);
    else if (recording.save(place, reply)) report.written.push(name);
    else report.left.push(`${call}: ${name} already written, the first reply kept`);
  }
  return report;
}
