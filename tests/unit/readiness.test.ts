import kitchenSink from '../../fixtures/kitchen-sink/Page/Detail/910101.json' with { type: 'json' };
import faulty from '../../fixtures/faulty/Page/Detail/300101.json' with { type: 'json' };
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDetailList, type PageDetail } from '../../schemas/page';
import type { PageSummary } from '../../preview/workbench/bundles';
import { pageReport } from '../../preview/workbench/report';
import { probePicture } from '../../preview/workbench/readiness/probe';
import {
  HEAVY_PICTURE_BYTES,
  pageReadiness,
  pictureAddresses,
  type PictureProbe,
  type ReadinessItem,
  type ReadinessKind,
} from '../../preview/workbench/readiness/readiness';

const sink = pageDetailList.parse(kitchenSink.returnObj);
const sinkTree: PageSummary[] = [{ pageId: '910101', title: 'All modules', hasDetail: true, draft: false, children: [] }];

/** A site with a published home, an unpublished programme below it. */
const tree: PageSummary[] = [
  { pageId: 'p1', title: 'Home', hasDetail: true, draft: false, children: [{ pageId: 'p2', title: 'Programme', hasDetail: true, draft: true, children: [] }] },
];

/** One desktop detail, which phones then show too (the site falls back to the other terminal's). */
const page = (modules: unknown[], extra: Record<string, unknown> = {}) => pageDetailList.parse([{ pageId: 'p1', terminal: 'pc', modules, ...extra }]);
const description = (id: string, extra: Record<string, unknown> = {}) => ({ id, moduleType: 'description', config: { content: '<p>Doors open at nine.</p>' }, ...extra });
const cards = (id: string, items: unknown[]) => ({ id, moduleType: 'imageText', config: { items } });
const card = (id: string, link: unknown, image?: string) => ({ id, title: 'Workshop', image, link });
const toPage = (linkPageId: string | null) => ({ linkType: 'page', linkPageId });
const outward = (externalUrl: string | null) => ({ linkType: 'external', externalUrl });
const coloured = (backgroundColor: string, transparency = 0) => ({ publicStyleConfiguration: { appearanceType: 'color', backgroundColor, transparency } });

function readiness(details: PageDetail[], { pages = tree, pictures = new Map<string, PictureProbe>() } = {}): ReadinessItem[] {
  return pageReadiness({ details, report: pageReport(details[0]?.pageId ?? '', details), pages, pictures });
}
const ofKind = <K extends ReadinessKind>(items: ReadinessItem[], kind: K) => items.filter((item): item is Extract<ReadinessItem, { kind: K }> => item.kind === kind);
const BOTH = ['pc', 'mobile'];

describe('faults', () => {
  it("carries the renderer's faults with their issues and terminals", () => {
    const details = pageDetailList.parse(faulty.returnObj);
    const report = pageReport('300101', details);
    const faults = ofKind(readiness(details), 'fault');
    expect(faults.map((item) => [item.moduleId, item.detail.fault, item.terminals])).toEqual([
      ['30010103', 'unknown-type', BOTH],
      ['30010104', 'invalid', BOTH],
    ]);
    expect(faults[1]!.detail.issues).toEqual(report.faults[1]!.issues);
  });

  it('finds none on a page the renderer shows whole', () => {
    expect(ofKind(readiness(sink, { pages: sinkTree }), 'fault')).toEqual([]);
  });
});

describe('links', () => {
  it('finds nothing wrong on the kitchen sink, whose links all lead to its own page or to https', () => {
    const kinds = readiness(sink, { pages: sinkTree }).map((item) => item.kind);
    expect(kinds.filter((kind) => kind.startsWith('link-'))).toEqual([]);
  });

  it('finds a link to a page the tree lacks wherever the module keeps it, on the terminals that show that config', () => {
    const missing = ofKind(readiness(sink, { pages: tree }), 'link-missing');
    const at = (moduleId: string, path: unknown[]) => missing.find((item) => item.moduleId === moduleId && JSON.stringify(item.path) === JSON.stringify(path));
    // The banner is not synced: desktop shows config, phones mobileConfig.
    expect(at('91010101', ['config', 'link'])).toMatchObject({ terminals: ['pc'], detail: { linkPageId: '910101' } });
    expect(at('91010101', ['mobileConfig', 'link'])?.terminals).toEqual(['mobile']);
    expect(at('91010101', ['config', 'hotZones', 0, 'link'])?.terminals).toEqual(['pc']);
    // Footer columns hold links with a text of their own (an extended link schema).
    expect(at('91010104', ['config', 'columns', 0, 'links', 0])?.terminals).toEqual(BOTH);
    expect(at('91010103', ['config', 'items', 0, 'link'])?.terminals).toEqual(BOTH);
  });

  it('finds a link to an unpublished page, but not a draft page linking to itself', () => {
    const items = readiness(page([description('m1', { isShowMoreButton: true, moreButton: toPage('p2') }), cards('m2', [card('c1', toPage('p1'))])]), {
      pages: [{ ...tree[0]!, draft: true }],
    });
    expect(ofKind(items, 'link-unpublished')).toEqual([
      { kind: 'link-unpublished', moduleId: 'm1', moduleType: 'description', path: ['moreButton'], terminals: BOTH, detail: { linkPageId: 'p2', title: 'Programme' } },
    ]);
  });

  it('finds a page link without a page, and none in a hidden module', () => {
    const items = readiness(page([cards('m1', [card('c1', toPage(null)), card('c2', toPage('p1'))]), { ...cards('m2', [card('c3', toPage('p9'))]), isHide: true }]));
    expect(ofKind(items, 'link-missing').map((item) => [item.moduleId, item.path, item.detail.linkPageId])).toEqual([['m1', ['config', 'items', 0, 'link'], null]]);
  });

  it('finds an external address that is not absolute http(s), and passes one that is', () => {
    const addresses = ['www.example.com', 'http:example.com', null, '', 'https://tickets.example.org/fair?lang=en', 'HTTP://EXAMPLE.ORG'];
    const items = readiness(page([cards('m1', addresses.map((address, index) => card(`c${index}`, outward(address))))]));
    expect(ofKind(items, 'link-scheme').map((item) => item.detail.address)).toEqual(['www.example.com', 'http:example.com', null, '']);
  });

  it('leaves an address the schema refuses (mailto:) to the faults', () => {
    const items = readiness(page([cards('m1', [card('c1', outward('mailto:fair@example.org'))])]));
    expect(items.map((item) => item.kind)).toEqual(['fault']);
  });
});

describe('pictures', () => {
  it("lists every picture of the kitchen sink once, whatever the module type keeps it in, and nothing that isn't one", () => {
    const addresses = pictureAddresses(sink);
    expect(addresses).toEqual(expect.arrayContaining([
      '/files/demo-expo/hero-en.svg', // banner config
      '/files/demo-expo/hero-en-mobile.svg', // banner mobileConfig, shown on phones
      '/files/demo-expo/card-booth.svg', // image-text card
      '/files/demo-expo/logo.svg', // footer logo
      '/files/demo-expo/qr-wechat.svg', // footer QR code
      '/files/demo-expo/banner-about.svg', // slide, news cover
      '/files/demo-expo/card-map.svg', // grid tile, navigation icon
      '/files/demo-expo/card-ticket.svg', // floating window
      '/files/demo-expo/banner-visit.svg', // the more button's list page banner
    ]));
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.filter((address) => !address.startsWith('/files/demo-expo/'))).toEqual([]);
  });

  it("finds the module chrome's pictures and not an address in text or a link", () => {
    const module = description('m1', {
      moduleTitle: { title: 'Venue', titleImage: '/files/title.png' },
      publicStyleConfiguration: { appearanceType: 'image', image: '/files/back.jpg' },
      isShowMoreButton: true,
      moreButton: { ...outward('https://example.org/map.png'), listPageBanner: '' },
      config: { content: '<img src="/files/inline.png">' },
    });
    expect(pictureAddresses(page([module]))).toEqual(['/files/title.png', '/files/back.jpg']);
  });

  it('finds a picture that failed, in every module and terminal showing it, and says nothing of one not probed', () => {
    const pictures = new Map<string, PictureProbe>([['/files/demo-expo/logo.svg', { ok: false, status: 404 }]]);
    const failed = ofKind(readiness(sink, { pages: sinkTree, pictures }), 'picture-failed');
    expect(failed).toEqual([
      { kind: 'picture-failed', moduleId: '91010104', moduleType: 'footer', path: ['config', 'logo'], terminals: BOTH, detail: { address: '/files/demo-expo/logo.svg', status: 404 } },
    ]);
  });

  it('finds a picture heavier than the limit, with its bytes', () => {
    const probes: [string, PictureProbe][] = [
      ['/files/heavy.jpg', { ok: true, bytes: HEAVY_PICTURE_BYTES + 1 }],
      ['/files/light.jpg', { ok: true, bytes: HEAVY_PICTURE_BYTES }],
      ['/files/unsized.jpg', { ok: true, bytes: null }],
    ];
    const items = readiness(page([cards('m1', probes.map(([address], index) => card(`c${index}`, null, address)))]), { pictures: new Map(probes) });
    expect(items.map((item) => item.kind)).toEqual(['picture-heavy']);
    expect(items[0]).toMatchObject({ path: ['config', 'items', 0, 'image'], detail: { address: '/files/heavy.jpg', bytes: HEAVY_PICTURE_BYTES + 1, limit: HEAVY_PICTURE_BYTES } });
  });
});

describe('contrast', () => {
  const contrastOf = (module: unknown, extra?: Record<string, unknown>) => ofKind(readiness(page([module], extra)), 'contrast');

  it("finds the theme's text on a dark module colour, naming both colours and the ratio; not where the type's text takes the background's palette", () => {
    expect(contrastOf(description('m1', coloured('#1c2230')))).toEqual([]);
    const [item] = contrastOf({ ...cards('m1', []), ...coloured('#1c2230') });
    expect(item).toMatchObject({ path: ['publicStyleConfiguration', 'backgroundColor'], terminals: BOTH, detail: { text: '#1c2230', background: '#1c2230', shownOn: '#1c2230', ratio: 1 } });
  });

  it('lets the page through a transparent colour', () => {
    expect(contrastOf(description('m1', coloured('#1c2230', 95)))).toEqual([]);
    const [onBlack] = contrastOf(description('m1', coloured('#ffffff', 50)), { backgroundColor: '#000000' });
    expect(onBlack?.detail).toMatchObject({ shownOn: '#808080', transparency: 50 });
    expect(onBlack!.detail.ratio).toBeLessThan(4.5);
  });

  it("reads a shown title's colour, and the theme's when the title is not shown", () => {
    const lightTitle = { moduleTitle: { title: 'Halls', style: { color: '#ffffff' } }, ...coloured('rgb(28, 34, 48)') };
    expect(contrastOf(description('m1', lightTitle))).toEqual([]);
    expect(contrastOf({ ...cards('m1', []), ...lightTitle, isShowTitle: false })[0]?.detail.text).toBe('#1c2230');
  });

  it('holds the line at 4.5:1', () => {
    const white = (background: string) => description('m1', { moduleTitle: { title: 'Halls', style: { color: '#ffffff' } }, ...coloured(background) });
    const [grey] = contrastOf(white('#777777'));
    expect(grey!.detail.ratio).toBeGreaterThan(4.4);
    expect(grey!.detail.ratio).toBeLessThan(4.5);
    expect(contrastOf(white('#767676'))).toEqual([]);
  });

  it('finds none on the kitchen sink', () => {
    expect(ofKind(readiness(sink, { pages: sinkTree }), 'contrast')).toEqual([]);
  });
});

describe('unseen', () => {
  const unseen = (rule: Record<string, unknown>) => ofKind(readiness(page([description('m1', rule)])), 'unseen');

  it('finds a module whose rule admits nobody', () => {
    expect(unseen({ authorityType: 'vip' })).toEqual([
      { kind: 'unseen', moduleId: 'm1', moduleType: 'description', path: ['authorityType'], terminals: BOTH, detail: { authorityType: 'vip', scopeType: null, businessIds: [] } },
    ]);
    expect(unseen({ authorityType: 'identity', scopeType: 'identityType', businessIds: [] })).toHaveLength(1);
    expect(unseen({ authorityType: 'identity', scopeType: 'region', businessIds: ['Macao'] })).toHaveLength(1);
  });

  it('passes a module some visitor may see', () => {
    expect(unseen({ authorityType: 'login' })).toEqual([]);
    expect(unseen({ authorityType: 'identity', scopeType: 'identityType', businessIds: ['Attendee'] })).toEqual([]);
    expect(unseen({ authorityType: 'identity', scopeType: 'identityType', businessIds: ['Volunteer'] })).toEqual([]);
    expect(unseen({ authorityType: 'identity', scopeType: 'business', businessIds: ['form-7'] })).toEqual([]);
    expect(ofKind(readiness(sink, { pages: sinkTree }), 'unseen')).toEqual([]);
  });
});

describe('probePicture', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reply = (status: number, headers: Record<string, string> = {}) => new Response(status === 200 ? 'picture' : null, { status, headers });
  const methods = () => fetchMock.mock.calls.map(([, init]) => init?.method);

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks with HEAD and reads the size', async () => {
    vi.stubGlobal('fetch', fetchMock.mockResolvedValueOnce(reply(200, { 'content-length': '734003' })));
    expect(await probePicture('/files/hero.jpg')).toEqual({ ok: true, bytes: 734003 });
    expect(methods()).toEqual(['HEAD']);
  });

  it('asks with GET when HEAD is refused, and knows no size the server does not give', async () => {
    vi.stubGlobal('fetch', fetchMock.mockResolvedValueOnce(reply(405)).mockResolvedValueOnce(reply(200)));
    expect(await probePicture('/files/hero.jpg')).toEqual({ ok: true, bytes: null });
    expect(methods()).toEqual(['HEAD', 'GET']);
  });

  it('asks with GET an address that refuses HEAD with 403 (signed for GET), and takes its size', async () => {
    vi.stubGlobal('fetch', fetchMock.mockResolvedValueOnce(reply(403)).mockResolvedValueOnce(reply(200, { 'content-length': '2048' })));
    expect(await probePicture('https://files.example.org/hero.jpg?signature=abc')).toEqual({ ok: true, bytes: 2048 });
    expect(methods()).toEqual(['HEAD', 'GET']);
  });

  it("says the server's status when the picture is not there", async () => {
    vi.stubGlobal('fetch', fetchMock.mockResolvedValue(reply(404)));
    expect(await probePicture('/files/gone.jpg')).toEqual({ ok: false, status: 404 });
  });

  it('says no status on a network error, and rejects when cancelled', async () => {
    vi.stubGlobal('fetch', fetchMock.mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await probePicture('https://files.example.org/hero.jpg')).toEqual({ ok: false, status: null });
    const cancelled = new AbortController();
    cancelled.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(probePicture('/files/hero.jpg', cancelled.signal)).rejects.toThrow('aborted');
  });
});
