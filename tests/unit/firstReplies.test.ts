// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_CALLS } from '../../schemas/calls/schedule';
import { SITE_CALLS } from '../../schemas/calls/site';
import { FIRST_REPLIES_ID, firstReplyKey } from '../../schemas/firstReplies';
import { jsonForHtml } from '../../preview/server/sitePage';
import type { ScheduleQuery } from '../../src/api/schedule';

/** The call's path as the server's block keys it: the client's declaration must say it byte for byte. */
const PATH = '/api/ClientResponsiveSiteAggregator/Site/GetSiteById';
const SITE = SITE_CALLS['Site/GetSiteById'];
const ok = (returnObj: unknown) => ({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });
/** The network edge: a call that reaches it fails the test unless the test answers it. */
const fetchMock = vi.fn<typeof fetch>();

/** The page as the server wrote it: the block in the body, its text exactly as the server escapes it. */
function writeBlock(text: string): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_REPLIES_ID}">${text}</script>`;
}

/** The gateway client anew, as a page load has it: the block is read once per page. */
async function freshGateway() {
  vi.resetModules();
  const gateway = await import('../../src/api/gateway');
  const { setConfig } = await import('../../src/platform/config');
  setConfig({ gateway: 'https://gateway.test/' });
  gateway.setGatewaySession({ language: 'en-US', tenantId: '', accessToken: () => null });
  return gateway;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("the replies the server wrote into the page", () => {
  it('survive a hostile payload: nothing closes the block, and the browser reads back what the gateway sent', () => {
    const hostile = ok({ title: '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted"' });
    writeBlock(jsonForHtml({ key: hostile }));
    expect(document.scripts).toHaveLength(1);
    expect(JSON.parse(document.getElementById(FIRST_REPLIES_ID)!.textContent!)).toEqual({ key: hostile });
  });

  it('answer their very call once, without the network; the next call of the same asks the gateway', async () => {
    const written = ok({ id: '1001', from: 'the page' });
    writeBlock(jsonForHtml({ [firstReplyKey('POST', PATH, 'en-US', { id: '1001' })]: written }));
    const { callGateway } = await freshGateway();
    expect(await callGateway(SITE, { id: '1001' }, {})).toEqual({ id: '1001', from: 'the page' });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(ok({ id: '1001', from: 'the gateway' }))));
    expect(await callGateway(SITE, { id: '1001' }, {})).toEqual({ id: '1001', from: 'the gateway' });
  });

  it('answer no other call: another body, another language or a call with the visitor\'s token asks the gateway', async () => {
    const list = SCHEDULE_CALLS['Schedule/List'];
    const day: ScheduleQuery = { bventId: '9001', lang: 'en-US', date: '2026-10-22', dateIds: [], typeIds: [], venueIds: [], keywords: '', searchType: 0, style: 1, typeCount: 0, dataRangeType: 0, dataDisplayType: 0 };
    writeBlock(jsonForHtml({ [firstReplyKey('POST', PATH, 'en-US', { id: '1001' })]: ok({ id: '1001' }), [firstReplyKey(list.method, list.path, 'en-US', day)]: ok([]) }));
    const { callGateway, setGatewaySession } = await freshGateway();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(ok({ asked: true }))));
    expect(await callGateway(SITE, { id: '1002' }, {})).toEqual({ asked: true });
    // Schedule/List is declared with auth: signed in, it carries the token and is the visitor's own.
    setGatewaySession({ accessToken: () => 'token' });
    expect(await callGateway(list, day, {})).toEqual({ asked: true });
    setGatewaySession({ accessToken: () => null, language: 'pt-PT' });
    expect(await callGateway(SITE, { id: '1001' }, {})).toEqual({ asked: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('go through the same rules as a fetched reply: a failure the server wrote is the failure', async () => {
    writeBlock(jsonForHtml({ [firstReplyKey('POST', PATH, 'en-US', { id: '1001' })]: { isSuccess: false, businessMessage: 'Site closed', sysMessage: null, businessCode: null, returnObj: null } }));
    const { callGateway } = await freshGateway();
    await expect(callGateway(SITE, { id: '1001' }, {})).rejects.toMatchObject({ kind: 'business', message: 'Site closed' });
  });

  it('an unreadable block is no block: the gateway is asked, and the console says why', async () => {
    writeBlock('{ not json');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callGateway } = await freshGateway();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(ok({ asked: true }))));
    expect(await callGateway(SITE, { id: '1001' }, {})).toEqual({ asked: true });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('unreadable first-replies block'), expect.anything());
    logged.mockRestore();
  });
});
