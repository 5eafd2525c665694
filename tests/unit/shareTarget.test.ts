import { describe, expect, it } from 'vitest';
import { shareTarget, shareViewAddress } from '../../src/site/shareTarget';

const ORIGIN = 'https://expo.example';

describe('shareTarget', () => {
  it("leads to one of this site's own pages, as a router path with its query and hash", () => {
    expect(shareTarget('/site/subPages/schedule/detail/index?siteId=9101&id=805', ORIGIN)).toBe('/subPages/schedule/detail/index?siteId=9101&id=805');
    expect(shareTarget(`${ORIGIN}/site/pages/index/index?pageId=100101#m1`, ORIGIN)).toBe('/pages/index/index?pageId=100101#m1');
  });

  it.each([
    ['another site', 'https://evil.example/site/pages/index/index'],
    ['a protocol-relative address', '//evil.example/site/'],
    ['a backslash host', '/\\evil.example/site/'],
    ['a tab in the host', '/\t/evil.example/site/'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a path outside the client', '/api/report'],
    ['a relative path', 'pages/index/index'],
    ['the share view itself (a loop)', '/site/subPages/shareView/index?path=/site/'],
    ['a sign-in return page', '/site/pages/login/callback?code=x'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_what, raw) => {
    expect(shareTarget(raw, ORIGIN)).toBeNull();
  });
});

describe('shareViewAddress', () => {
  it('leads to the share view of the same site, naming the page in view', () => {
    const url = new URL(shareViewAddress({ origin: ORIGIN, pathname: '/site/subPages/schedule/detail/index', search: '?siteId=9101&id=805', hash: '' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/site/subPages/shareView/index`);
    expect(url.searchParams.get('siteId')).toBe('9101');
    expect(shareTarget(url.searchParams.get('path'), ORIGIN)).toBe('/subPages/schedule/detail/index?siteId=9101&id=805');
  });

  it('shares the share view as it is', () => {
    const where = { origin: ORIGIN, pathname: '/site/subPages/shareView/index', search: '?siteId=1001&path=%2Fsite%2F', hash: '' };
    expect(shareViewAddress(where)).toBe(`${ORIGIN}/site/subPages/shareView/index?siteId=1001&path=%2Fsite%2F`);
  });
});
