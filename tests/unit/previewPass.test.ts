// @vitest-environment node
// Who may preview (docs/wire-contract.md): the gateway serves an unpublished page's detail only to
// a request carrying a valid, unexpired preview pass for a site the page belongs to, and the pass
// endpoint gives one only to a signed-in organiser (Planner) of the site's event.
import { SignJWT } from 'jose';
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

/** The deployment's secret, which a back office signs its own passes with. */
const SECRET = 'the back office and the gateway share this';

let server: RunningServer;
/** Session tokens (a valid bearer, as an access token of the provider is) of the demo organiser and of a visitor. */
let organiser: string;
let visitor: string;
beforeAll(async () => {
  const before = process.env.PREVIEW_SECRET;
  process.env.PREVIEW_SECRET = SECRET;
  server = await startServer({ port: 0, build: false, log: () => undefined });
  process.env.PREVIEW_SECRET = before;
  const signIn = async (userName: string, password: string) => {
    const reply = await fetch(`${server.url}/api/session/login`, { method: 'POST', body: JSON.stringify({ userName, password }), headers: { 'Content-Type': 'application/json' } });
    return ((await reply.json()) as { returnObj: { token: string } }).returnObj.token;
  };
  [organiser, visitor] = await Promise.all([signIn('organiser', 'organiser1234'), signIn('demo', 'demo1234')]);
});
afterAll(() => server.close());

const detail = (pageId: string, token?: string) =>
  fetch(`${server.url}${DETAIL}`, { method: 'POST', body: JSON.stringify({ pageId }), headers: { 'Content-Type': 'application/json', ...(token ? { [PREVIEW_TOKEN_HEADER]: token } : {}) } }).then((reply) => reply.json());
const askPass = (siteId: unknown, bearer: string | null = organiser) =>
  fetch(`${server.url}/preview/api/token`, { method: 'POST', body: JSON.stringify({ siteId }), headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) } });
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
    expect((await fetch(`${server.url}/preview/api/token`, { method: 'POST', headers: { Authorization: `Bearer ${organiser}` } })).status).toBe(400);
  });

  it('a pass goes to a signed-in organiser of the event only: 401 without a valid sign-in, 403 to an account that is not its Planner', async () => {
    const anonymous = await askPass('1001', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await askPass('1001', `${organiser}x`)).status).toBe(401);
    // Which sites exist is nobody's business before they sign in.
    expect((await askPass('9999', null)).status).toBe(401);
    const notOrganiser = await askPass('1001', visitor);
    expect(notOrganiser.status).toBe(403);
    expect(await notOrganiser.text()).not.toMatch(/token|eyJ/);
    // The organiser organises every event of the embedded default: the kitchen sink's too.
    expect((await askPass('9101')).status).toBe(200);
  });

  it("a pass the back office signed with the deployment's secret opens the draft of its site, and of no other", async () => {
    const backOffice = (site: string) => new SignJWT({ site }).setProtectedHeader({ alg: 'HS256' }).setAudience('preview').setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(SECRET));
    expect(await detail(DRAFT, await backOffice('1001'))).toEqual(response(expo, 'Page', 'Detail', DRAFT));
    expect(await detail(DRAFT, await backOffice('1002'))).toMatchObject({ isSuccess: true, returnObj: [] });
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
