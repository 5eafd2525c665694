import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NewsDetail from '../../src/pages/news/NewsDetail';
import NewsSearch from '../../src/pages/news/NewsSearch';
import { replayFetch } from './support/replayFetch';
import { address, back } from './support/routerProbe';
import { openPages, replayEachTest } from './support/pageTests';
import { breakable } from '../../src/theme/words';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The kitchen-sink site in English (event 9001: seven stories, six to a page; searches 'forum' and 'Quantum' recorded). */
const ENGLISH = '9101';
const SEARCH = '/subPages/news/search';
const DETAIL = '/subPages/news/detail';
const NEWS_LIST = 'Cms/GetNewsList';
const NEWS_DETAIL = 'Cms/GetNewsDetail';

const calls = replayEachTest(session, ['news:']);
const bodiesOf = (call: string) =>
  calls.mock.calls.filter(([input]) => String(input).endsWith(call)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const open = (at: string) => openPages(at, '/subPages/news', { search: <NewsSearch />, detail: <NewsDetail /> });

/** Answers a news call with a reply of our own where `reply` gives one, else the recording. */
function answer(call: string, reply: (body: Record<string, unknown>) => Response | undefined) {
  calls.mockImplementation(async (input, init) => {
    if (String(input).endsWith(call)) {
      const own = reply(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (own) return own;
    }
    return replayFetch(input, init);
  });
}
const ok = (returnObj: unknown) => Response.json({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

const results = () => within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem');
const searchBox = () => within(screen.getByRole('search', { name: 'News search' })).getByRole('searchbox', { name: 'Keywords' });

describe('news search page', () => {
  it('lists the first six stories with their day in the event zone, then the seventh on "load more", then no more items', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Search the news');
    await screen.findByText('Stories found: 7');
    expect(results()).toHaveLength(6);
    const first = within(results()[0]!).getByRole('link', { name: /^MITE 2026 sells out/ });
    expect(first.getAttribute('href')).toBe(`${DETAIL}?siteId=${ENGLISH}&id=7001`);
    expect(results()[0]!.querySelector('time')!.textContent).toBe('October 8, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more items')).toBeTruthy();
    expect(results()).toHaveLength(7);
    // Sent at 17:00 UTC on 11 August: 12 August at the venue (Asia/Macau).
    expect(results()[6]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-08-12');
    expect(bodiesOf(NEWS_LIST)).toEqual([
      { bventId: '9001', siteId: ENGLISH, lang: 'en-US', keywords: '', pageNo: 1, pageSize: 6 },
      { bventId: '9001', siteId: ENGLISH, lang: 'en-US', keywords: '', pageNo: 2, pageSize: 6 },
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Search the news · /));
  });

  it('searches on Enter with the keywords in the address; Back restores the previous search; nothing found says no data', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}`);
    await screen.findByText('Stories found: 7');
    fireEvent.change(searchBox(), { target: { value: ' forum ' } });
    fireEvent.submit(searchBox().closest('form')!);
    await screen.findByText('Stories found: 2');
    expect(Object.fromEntries(address().searchParams)).toEqual({ siteId: ENGLISH, keywords: 'forum' });
    expect(screen.getByText('No more items')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: 'Quantum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByText('Stories found: 0')).toBeTruthy();
    back();
    await screen.findByText('Stories found: 2');
    expect(searchBox()).toHaveProperty('value', 'forum');
  });

  it('leaves out an unreadable story alone, and shows a translated error with a retry when the reply fails', async () => {
    let fail = true;
    answer(NEWS_LIST, () =>
      fail
        ? Response.json({ isSuccess: false, businessMessage: 'down', sysMessage: null, businessCode: null, returnObj: null }, { status: 500 })
        : ok({ list: [{ id: 1, title: 'Readable' }, { id: 2, title: 'Hostile cover', cover: 'javascript:alert(1)' }, { title: 'No id' }], total: 3 }),
    );
    open(`${SEARCH}?siteId=${ENGLISH}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not answer right now');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Stories found: 3');
    expect(results().map((item) => item.textContent)).toEqual([expect.stringContaining('Readable')]);
  });
});

describe('news detail page', () => {
  it('shows the story: cover, day, title, sanitised body with its list, picture and link, and its neighbours', async () => {
    const { container } = open(`${DETAIL}?siteId=${ENGLISH}&id=7003`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer matchmaking now open for booking' })).toBeTruthy();
    const article = container.querySelector('article')!;
    expect(article.querySelector('time')!.textContent).toBe('September 22, 2026');
    expect(article.querySelectorAll('ol li')).toHaveLength(3);
    expect(article.querySelector('figure img')!.getAttribute('alt')).toBe('Buyers and exhibitors meeting at their tables');
    // The body's long words are drawn with soft hyphens (the sanitiser, src/theme/words.ts).
    const out = screen.getByRole('link', { name: breakable('Read the matchmaking guide') });
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    const neighbours = screen.getByRole('navigation', { name: 'More stories' });
    expect(within(neighbours).getByRole('link', { name: /^Previous story/ }).getAttribute('href')).toBe(`${DETAIL}?siteId=${ENGLISH}&id=7002`);
    expect(within(neighbours).getByRole('link', { name: /^Next story/ }).getAttribute('href')).toBe(`${DETAIL}?siteId=${ENGLISH}&id=7004`);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe(`${SEARCH}?siteId=${ENGLISH}`);
    await waitFor(() => expect(document.title).toMatch(/^Buyer matchmaking now open for booking · /));
    expect(bodiesOf(NEWS_DETAIL)).toEqual([{ bventId: '9001', id: '7003', lang: 'en-US' }]);
  });

  it('goes to the next story and back', async () => {
    open(`${DETAIL}?siteId=${ENGLISH}&id=7006`);
    await screen.findByRole('heading', { level: 1, name: /^Digital trade forum/ });
    fireEvent.click(screen.getByRole('link', { name: /^Next story/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exhibitor manual published' })).toBeTruthy();
    // The oldest story has no next one.
    expect(screen.queryByRole('link', { name: /^Next story/ })).toBeNull();
    back();
    expect(await screen.findByRole('heading', { level: 1, name: /^Digital trade forum/ })).toBeTruthy();
  });

  it('says no data for an id the event does not have, and for no id at all', async () => {
    open(`${DETAIL}?siteId=${ENGLISH}&id=nothing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^No data · /));
  });

  it('runs nothing of a body: script, handlers and script links are removed', async () => {
    const hostile = '<p>Hello</p><img src="x" onerror="window.__newsPwned = 1"><script>window.__newsPwned = 2</script><a href="javascript:window.__newsPwned = 3">link</a>';
    answer(NEWS_DETAIL, () => ok({ id: 9, title: 'Hostile', content: hostile, previous: null, next: null }));
    const { container } = open(`${DETAIL}?siteId=${ENGLISH}&id=9`);
    await screen.findByRole('heading', { level: 1, name: 'Hostile' });
    const article = container.querySelector('article')!;
    expect(article.textContent).toContain('Hello');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[src="x"]')!.hasAttribute('onerror')).toBe(false);
    expect(article.querySelector('a:not([href])')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'More stories' })).toBeNull();
    expect((window as { __newsPwned?: number }).__newsPwned).toBeUndefined();
  });

  it('shows a translated error with a retry when the reply cannot be read', async () => {
    let bad = true;
    answer(NEWS_DETAIL, () => (bad ? ok({ id: 7001, title: 42 }) : undefined));
    open(`${DETAIL}?siteId=${ENGLISH}&id=7001`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server sent data we could not read.');
    bad = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^MITE 2026 sells out/ })).toBeTruthy();
  });
});
