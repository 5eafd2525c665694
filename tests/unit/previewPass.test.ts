// @vitest-environment node
// Who may preview (docs/workbench.md): the gateway serves an unpublished page's detail only to
// a request carrying a valid, unexpired preview pass for a site the page belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBundles, response } from '../../fixtures/index';
import { previewPass } from '../../schemas/preview';
import { PREVIEW_TOKEN_HEADER } from '../../schemas/previewHeader';
import { PREVIEW_TOKEN_SECONDS, PreviewTokens } from '../../preview/server/previewToken';
import { startServer, type RunningServer } from '../../preview/server/server';

const DETAIL = '/api/ClientResponsiveSiteAggregator/Page/Detail';
/** The demo expo's Press Centre: a draft (isPublish false). */
const DRAFT = '100108';
const expo = fixtureBundles().get('demo-expo')!;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: () => undefined, oidc: false });
});
afterAll(() => server.close());

const detail = (pageId: string, token?: string) =>
  fetch(`${server.url}${DETAIL}`, { method: 'POST', body: JSON.stringify({ pageId }), headers: { 'Content-Type': 'application/json', ...(token ? { [PREVIEW_TOKEN_HEADER]: token } : {}) } }).then((reply) => reply.json());
const askPass = (siteId: unknown) => fetch(`${server.url}/preview/api/token`, { method: 'POST', body: JSON.stringify({ siteId }), headers: { 'Content-Type': 'application/json' } });
const pass = (siteId = '1001') => askPass(siteId).then(async (reply) => previewPass.parse(await reply.json()));

describe('preview passes', () => {
  it('a draft is served with a pass from the endpoint, and as nothing published without one', async () => {
    const { token, expiresAt } = await pass();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan((PREVIEW_TOKEN_SECONDS - 60) * 1000);
    expect(await detail(DRAFT, token)).toEqual(response(expo, 'Page', 'Detail', DRAFT));
    expect(await detail(DRAFT)).toMatchObject({ isSuccess: true, returnObj: [] });
    expect(await detail(DRAFT, `${token}x`)).toMatchObject({ isSuccess: true, returnObj: [] });
    // Another server's pass, or a made-up one, is no pass.
    expect(await detail(DRAFT, (await new PreviewTokens().issue('1001')).token)).toMatchObject({ returnObj: [] });
  });

  it('a pass opens its own site only: the Press Centre of site 1001 is nothing to a pass for 1002, and a site no bundle has gets no pass', async () => {
    expect(await detail(DRAFT, (await pass('1002')).token)).toMatchObject({ isSuccess: true, returnObj: [] });
    expect(await detail(DRAFT, (await pass('1001')).token)).toEqual(response(expo, 'Page', 'Detail', DRAFT));
    expect((await askPass('9999')).status).toBe(404);
    expect((await askPass(1001)).status).toBe(400);
    expect((await fetch(`${server.url}/preview/api/token`, { method: 'POST' })).status).toBe(400);
  });

  it('a published page needs no pass', async () => {
    expect(await detail('100101')).toEqual(response(expo, 'Page', 'Detail', '100101'));
  });

  it('a pass is valid for an hour and no longer', async () => {
    const tokens = new PreviewTokens('a shared secret');
    const issued = new Date('2026-11-24T10:00:00Z');
    const { token, expiresAt } = await tokens.issue('1001', issued);
    const site = new Set(['1001']);
    expect(expiresAt).toBe('2026-11-24T11:00:00.000Z');
    expect(await tokens.valid(token, site, new Date('2026-11-24T10:59:00Z'))).toBe(true);
    expect(await tokens.valid(token, site, new Date('2026-11-24T11:00:01Z'))).toBe(false);
    expect(await tokens.valid(token, new Set(['1002', '2001']), new Date('2026-11-24T10:59:00Z'))).toBe(false);
    expect(await new PreviewTokens('another secret').valid(token, site, issued)).toBe(false);
    expect(await tokens.valid(undefined, site)).toBe(false);
  });
});
