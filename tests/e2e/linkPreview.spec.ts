import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/site/routes';
import { PHONE_AGENT } from '../../preview/server/sitePage';
import { detailOf, siteOf, storyOf } from './fixtureData';

/**
 * What a link preview or a search engine reads of a site page: the HTML as the server sends it,
 * fetched with each bot's user agent and no browser (they run no script).
 */
const BOTS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  twitter: 'Twitterbot/1.0',
  linkedin: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  baidu: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
};

const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;

for (const [bot, userAgent] of Object.entries(BOTS)) {
  test(`${bot} finds the site's title, description, picture, address and languages in the page as sent @desktop`, async ({ request, baseURL }) => {
    // The Portuguese site of the expo, on its programme page: any page of a site carries the site's head.
    const site = siteOf('1004');
    const address = `${baseURL}/site${ROUTES.home}?siteId=1004&pageId=100409`;
    const reply = await request.get(address, { headers: { 'User-Agent': userAgent } });
    expect(reply.status()).toBe(200);
    const { document } = new JSDOM(await reply.text()).window;

    // The page's name, then the site's, as the browser's tab names them.
    const terminal = PHONE_AGENT.test(userAgent) ? 'mobile' : 'pc';
    expect(document.title).toBe(`${detailOf('100409', terminal).title} · ${site.globalSetting.browserTitle}`);
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(content(document, 'meta[name="description"]')).toBe(site.globalSetting.description);
    expect(content(document, 'meta[name="keywords"]')).toBe(site.globalSetting.keyWords);
    expect(content(document, 'meta[property="og:title"]')).toBe(site.shareSetting!.title);
    expect(content(document, 'meta[property="og:description"]')).toBe(site.shareSetting!.desc);
    // Absolute: a preview fetches the picture on its own, from anywhere.
    expect(content(document, 'meta[property="og:image"]')).toBe(new URL(site.shareSetting!.h5Img!, baseURL).href);
    expect(content(document, 'meta[property="og:url"]')).toBe(address);
    expect(content(document, 'meta[property="og:locale"]')).toBe('pt_PT');
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(new URL(site.globalSetting.browserIcon!, baseURL).href);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates.sort()).toEqual(['en-US', 'pt-PT', 'zh-CN', 'zh-HK']);
  });
}

test('a shared news story shows its own title, summary and cover in the preview, under the site\'s name @desktop', async ({ request, baseURL }) => {
  const site = siteOf('1001');
  const story = storyOf(site.bvent?.id ?? site.businessId, site.language, '7001');
  for (const userAgent of [BOTS.wechat, BOTS.whatsapp]) {
    const { document } = new JSDOM(await (await request.get(`/site${ROUTES.newsDetail}?siteId=${site.id}&id=${story.id}`, { headers: { 'User-Agent': userAgent } })).text()).window;
    expect(document.title).toBe(`${story.title} · ${site.globalSetting.browserTitle}`);
    expect(content(document, 'meta[property="og:title"]')).toBe(story.title);
    expect(content(document, 'meta[property="og:description"]')).toBe(story.summary);
    expect(content(document, 'meta[property="og:image"]')).toBe(new URL(story.cover!, baseURL).href);
    expect(content(document, 'meta[property="og:type"]')).toBe('article');
    expect(content(document, 'meta[property="og:site_name"]')).toBe(site.globalSetting.browserTitle);
  }
});

test('a site whose organiser left SEO off has no description or keywords, and still its title and share card @desktop', async ({ request }) => {
  const siteId = '9104';
  expect(siteOf(siteId).globalSetting.isOpenSEO).toBe(false);
  const site = siteOf(siteId);
  const { document } = new JSDOM(await (await request.get(`/site/?siteId=${siteId}`, { headers: { 'User-Agent': BOTS.linkedin } })).text()).window;
  expect(document.title.endsWith(` · ${site.globalSetting.browserTitle || site.title}`)).toBe(true);
  expect(document.querySelector('meta[name="description"], meta[name="keywords"]')).toBeNull();
  expect(content(document, 'meta[property="og:title"]')).toBe(site.shareSetting?.title || site.globalSetting.browserTitle || site.title);
});

test('a site the gateway does not know goes out as the shell, and Server-Timing says why @desktop', async ({ request }) => {
  const reply = await request.get('/site/?siteId=nowhere', { headers: { 'User-Agent': BOTS.baidu } });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['server-timing']).toMatch(/fallback;desc="(no-site|gateway-error)"/);
  const { document } = new JSDOM(await reply.text()).window;
  expect(document.title).toBe('');
  expect(document.querySelector('#root')).not.toBeNull();
});
