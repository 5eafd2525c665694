import { SITE_CALLS } from '../../schemas/calls/site';
import { callGateway, parseReply } from '../../src/api/gateway';
import { catalogue } from '../../src/platform/errors';

/** A page's details as the gateway sent them (the draft's base and the export's) and as the client reads them. */
export interface RecordedPage {
  pageId: string;
  wire: unknown[];
}

/**
 * The page's Page/Detail through the client's own gateway call (with the preview pass, so a
 * draft page answers), checked by the client's schema; its wire form is kept for the export.
 */
export async function loadRecordedPage(pageId: string, signal?: AbortSignal): Promise<RecordedPage> {
  const call = SITE_CALLS['Page/Detail'];
  const wire = await callGateway(call, { pageId }, { signal });
  parseReply(call.returnObj, wire, catalogue.noData, catalogue.pageDetailError);
  return { pageId, wire: wire as unknown[] };
}
