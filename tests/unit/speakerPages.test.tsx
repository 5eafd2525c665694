import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SpeakerDetail from '../../src/pages/speaker/SpeakerDetail';
import SpeakerSearch from '../../src/pages/speaker/SpeakerSearch';
import { memoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';
import { replayOnDesktop } from './support/replayOnDesktop';
import { address, back, RouterProbe } from './support/routerProbe';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The kitchen-sink site in English and in simplified Chinese (event 9001, 12 speakers on one page of 20). */
const ENGLISH = '9101';
const CHINESE = '9102';
const SEARCH = '/pages/speaker/search/index';
const DETAIL = '/pages/speaker/detail/index';
const SPEAKER_LIST = 'Speaker/QuerySpeakerList';


const calls = vi.fn(replayFetch);
/** The bodies of the speaker-list calls made so far. */
const listCalls = () =>
  calls.mock.calls.filter(([input]) => String(input).endsWith(SPEAKER_LIST)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  session.driver = memoryDriver();
  replayOnDesktop(calls, ['speaker:']);
});
afterEach(() => vi.restoreAllMocks());

/** Both speaker pages under their routes, as the app mounts them, at `address`. */
function open(address: string) {
  return renderInApp(
    address,
    '/pages/speaker/*',
    <>
      <RouterProbe />
      <Routes>
        <Route path="search/index" element={<SpeakerSearch />} />
        <Route path="detail/index" element={<SpeakerDetail />} />
      </Routes>
    </>,
  );
}

const results = () => within(screen.getByRole('list', { name: 'Speakers' })).getAllByRole('listitem');
const searchBox = () => within(screen.getByRole('search', { name: 'Speaker search' })).getByRole('searchbox', { name: 'Speaker name' });

/** Answers the speaker list with a reply of our own where `reply` gives one, else the recording. */
function answerSpeakers(reply: (body: Record<string, unknown>) => unknown) {
  calls.mockImplementation(async (input, init) => {
    if (String(input).endsWith(SPEAKER_LIST)) {
      const returnObj = await Promise.resolve(reply(JSON.parse(String(init?.body)) as Record<string, unknown>));
      if (returnObj !== undefined) return Response.json({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });
    }
    return replayFetch(input, init);
  });
}

/** The recorded first page of the English event, as the gateway sends it. */
async function recordedPage(): Promise<{ list: Array<{ pkey: string; languages: Array<Record<string, unknown>> }>; total: number }> {
  const reply = await replayFetch(`/api/ClientResponsiveSiteAggregator/${SPEAKER_LIST}`, {
    method: 'POST',
    body: JSON.stringify({ bventId: '9001', lang: 'en-US', pageIndex: 1, keyword: '' }),
  });
  return ((await reply.json()) as { returnObj: Awaited<ReturnType<typeof recordedPage>> }).returnObj;
}

const guest = (n: number) => ({ pkey: `guest-${n}`, avatar: null, languages: [{ language: 'en-US', fullName: `Guest ${n}`, position: null, company: null, introduction: null }] });

describe('speaker search page', () => {
  it('lists every speaker without a keyword, each linking to their detail page, and ends with no more items', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Find a speaker');
    expect(await screen.findByText('No more items')).toBeTruthy();
    expect(results()).toHaveLength(12);
    expect(screen.getByText('Speakers found: 12').getAttribute('role')).toBe('status');
    const link = within(results()[1]!).getByRole('link', { name: 'Chen Wei' });
    expect(link.getAttribute('href')).toBe(`${DETAIL}?siteId=${ENGLISH}&id=sp-02`);
    expect(within(results()[1]!).getByRole('heading', { level: 2, name: 'Chen Wei' })).toBeTruthy();
    expect(results()[1]!.textContent).toContain('Greater Bay Logistics Group');
    expect(listCalls()).toEqual([{ bventId: '9001', topOrgId: '9000', lang: 'en-US', pageIndex: 1, pageSize: 20, keyword: '' }]);
    await waitFor(() => expect(document.title).toMatch(/^Find a speaker · /));
  });

  it('searches on Enter: the keyword goes into the address (a new entry) and to the gateway; Back restores the previous search', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}`);
    await screen.findByText('Speakers found: 12');
    fireEvent.change(searchBox(), { target: { value: ' Chen ' } });
    fireEvent.submit(searchBox().closest('form')!);
    await screen.findByText('Speakers found: 1');
    expect(Object.fromEntries(address().searchParams)).toEqual({ siteId: ENGLISH, keyword: 'Chen' });
    expect(results().map((item) => item.textContent)).toEqual([expect.stringContaining('Chen Wei')]);
    expect(listCalls().at(-1)).toMatchObject({ keyword: 'Chen', pageIndex: 1 });
    // The previous search is the previous history entry.
    back();
    await screen.findByText('Speakers found: 12');
    expect(searchBox()).toHaveProperty('value', '');
    expect(address().search).toBe(`?siteId=${ENGLISH}`);
  });

  it('searches with the button and says no data when nothing matches', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}`);
    await screen.findByText('Speakers found: 12');
    fireEvent.change(searchBox(), { target: { value: 'Quantum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByText('Speakers found: 0')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Speakers' })).toBeNull();
    expect(screen.queryByText('No more items')).toBeNull();
    expect(address().searchParams.get('keyword')).toBe('Quantum');
  });

  it('opens with the keyword of the address in the box and a result opens the detail page; Back shows that search again', async () => {
    open(`${SEARCH}?siteId=${ENGLISH}&keyword=Chen`);
    await screen.findByText('Speakers found: 1');
    expect(searchBox()).toHaveProperty('value', 'Chen');
    fireEvent.click(screen.getByRole('link', { name: 'Chen Wei' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chen Wei' })).toBeTruthy();
    expect(address().pathname).toBe(DETAIL);
    back();
    await screen.findByText('Speakers found: 1');
    expect(searchBox()).toHaveProperty('value', 'Chen');
  });

  it('pages by "load more" until a page is short, the first results staying', async () => {
    answerSpeakers(({ pageIndex }) =>
      pageIndex === 1 ? { list: Array.from({ length: 20 }, (_, n) => guest(n + 1)), total: 25 } : { list: Array.from({ length: 5 }, (_, n) => guest(n + 21)), total: 25 },
    );
    open(`${SEARCH}?siteId=${ENGLISH}`);
    await screen.findByText('Speakers found: 25');
    expect(results()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more items')).toBeTruthy();
    expect(results()).toHaveLength(25);
    expect(listCalls().map((body) => body.pageIndex)).toEqual([1, 2]);
  });

  it('holds the results area with placeholders, hidden from screen readers, while the first page loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answerSpeakers(async () => {
      await held;
      return undefined;
    });
    const { container } = open(`${SEARCH}?siteId=${ENGLISH}`);
    expect(await screen.findByText('Searching speakers…')).toBeTruthy();
    const placeholders = container.querySelector('[aria-hidden="true"]')!;
    expect(placeholders.children).toHaveLength(8);
    release();
    await screen.findByText('Speakers found: 12');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

describe('speaker detail page', () => {
  it('shows the speaker found by pkey: portrait, name, position, company and the introduction', async () => {
    const { container } = open(`${DETAIL}?siteId=${ENGLISH}&id=sp-01`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Helena Costa' })).toBeTruthy();
    expect(screen.getByText('Chief Economist')).toBeTruthy();
    expect(screen.getByText('Lusophone Trade Council')).toBeTruthy();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/files/demo-expo/speaker-01.svg');
    const about = screen.getByRole('region', { name: 'About the speaker' });
    expect(about.querySelector('strong')!.textContent).toBe('Dr. Helena Costa');
    // The site language is the speaker's: nothing says otherwise.
    expect(container.querySelector('[lang]')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Dr\. Helena Costa · /));
    expect(screen.getByRole('link', { name: 'Find a speaker' }).getAttribute('href')).toBe(`${SEARCH}?siteId=${ENGLISH}`);
  });

  it('runs nothing of an introduction: script and event handlers are removed before it is shown', async () => {
    const record = await recordedPage();
    const hostile = '<p>Hello</p><img src="x" onerror="window.__speakerPwned = 1"><script>window.__speakerPwned = 2</script><a href="javascript:window.__speakerPwned = 3">link</a>';
    answerSpeakers(() => ({
      ...record,
      list: record.list.map((speaker) =>
        speaker.pkey === 'sp-03' ? { ...speaker, languages: speaker.languages.map((entry) => ({ ...entry, introduction: hostile })) } : speaker,
      ),
    }));
    open(`${DETAIL}?siteId=${ENGLISH}&id=sp-03`);
    const about = await screen.findByRole('region', { name: 'About the speaker' });
    expect(about.textContent).toContain('Hello');
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(about.querySelector('a')!.hasAttribute('href')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __speakerPwned?: number }).__speakerPwned).toBeUndefined();
  });

  it('falls back to another language when the site language is missing, and says which', async () => {
    // sp-12 has English and Portuguese entries only; the site is in simplified Chinese.
    const { container } = open(`${DETAIL}?siteId=${CHINESE}&id=sp-12`);
    const name = await screen.findByRole('heading', { level: 1, name: 'Rita Fernandes' });
    expect(name.closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    expect(screen.getByText('Curator').closest('[lang]')!.getAttribute('lang')).toBe('en-US');
    const about = screen.getByRole('region', { name: '嘉宾简介' });
    expect(about.querySelector('[lang="en-US"]')!.textContent).toContain('Lusophone Cultural Festival');
    expect(screen.getByText('该嘉宾暂无简体中文资料，以下为English内容。')).toBeTruthy();
    // The name block and the introduction say their language; the page's own texts do not.
    expect(container.querySelectorAll('[lang]')).toHaveLength(2);
  });

  it('says the speaker is not found for an unknown id, once paging has ended, and without an id', async () => {
    const view = open(`${DETAIL}?siteId=${ENGLISH}&id=sp-404`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaker not found' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    // One short page: paging ended there.
    expect(listCalls().map((body) => [body.pageIndex, body.keyword])).toEqual([[1, '']]);
    await waitFor(() => expect(document.title).toMatch(/^Speaker not found · /));
    view.unmount();
    open(`${DETAIL}?siteId=${ENGLISH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaker not found' })).toBeTruthy();
  });

  it('pages through the event until the pkey turns up, reusing the pages the search has read', async () => {
    answerSpeakers(({ pageIndex }) =>
      pageIndex === 1 ? { list: Array.from({ length: 20 }, (_, n) => guest(n + 1)), total: null } : { list: [guest(21)], total: null },
    );
    const view = open(`${SEARCH}?siteId=${ENGLISH}`);
    await screen.findByText('Speakers shown: 20. More can be loaded.');
    view.unmount();
    open(`${DETAIL}?siteId=${ENGLISH}&id=guest-21`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest 21' })).toBeTruthy();
    // Page 1 came from the search's visit, page 2 was asked for once.
    expect(listCalls().map((body) => body.pageIndex)).toEqual([1, 2]);
  });
});
