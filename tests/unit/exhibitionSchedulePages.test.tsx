// The exhibition schedule's search and detail pages on the kitchen-sink site in English (page
// 910101, the agenda module 91010106 with nine entries over four days), answered by the replay
// server's own fixtures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AgendaDetail from '../../src/pages/exhibitionSchedule/AgendaDetail';
import AgendaSearch from '../../src/pages/exhibitionSchedule/AgendaSearch';
import { memoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';
import { replayOnDesktop } from './support/replayOnDesktop';
import { address, RouterProbe } from './support/routerProbe';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const SITE = '9101';
const SCOPE = 'pageId=910101&moduleId=91010106';
const SEARCH = '/pages/exhibitionSchedule/search';
const DETAIL = '/pages/exhibitionSchedule/detail';


const calls = vi.fn(replayFetch);
/** The pages asked for with Page/Detail so far. */
const detailCalls = () => calls.mock.calls.filter(([input]) => String(input).endsWith('Page/Detail')).map(([, init]) => (JSON.parse(String(init?.body)) as { pageId: string }).pageId);

beforeEach(() => {
  session.driver = memoryDriver();
  replayOnDesktop(calls, ['page:', 'exhibitionSchedule:']);
});
afterEach(() => vi.restoreAllMocks());

function open(address: string) {
  return renderInApp(
    address,
    '/pages/exhibitionSchedule/*',
    <>
      <RouterProbe />
      <Routes>
        <Route path="search" element={<AgendaSearch />} />
        <Route path="detail" element={<AgendaDetail />} />
      </Routes>
    </>,
  );
}

const searchBox = () => within(screen.getByRole('search', { name: 'Exhibition schedule search' })).getByRole('searchbox', { name: 'Title, hall or category' });
const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const resultTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('exhibition schedule detail page', () => {
  it('shows the entry its agenda link names: title, date in the language, time, hall, category', async () => {
    open(`${DETAIL}?siteId=${SITE}&${SCOPE}&id=9104`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Macao Franchise Expo');
    const facts = document.querySelector('dl')!;
    expect(facts.textContent).toContain('Friday, October 23, 2026');
    expect(facts.textContent).toContain('10:00–18:00');
    expect(facts.textContent).toContain('Hall C');
    expect(facts.textContent).toContain('Fair');
    expect(screen.getByText('Exhibition schedule')).toBeTruthy();
    expect(detailCalls()).toEqual(['910101']);
    await waitFor(() => expect(document.title).toMatch(/^Macao Franchise Expo · /));
    expect(screen.getByRole('link', { name: /Search the exhibition schedule/ }).getAttribute('href')).toBe(`${SEARCH}?siteId=${SITE}&pageId=910101&moduleId=91010106`);
  });

  it('shows the organiser’s summary under the facts', async () => {
    calls.mockImplementation(async (input, init) => {
      const reply = await replayFetch(input, init);
      if (!String(input).endsWith('Page/Detail')) return reply;
      const body = (await reply.json()) as { returnObj: Array<{ modules: Array<{ id: string; config: { items: Array<{ id: string; summary?: string }> } }> }> };
      for (const detail of body.returnObj) {
        const agenda = detail.modules.find((module) => module.id === '91010106')!;
        agenda.config.items.find((item) => item.id === '9104')!.summary = 'Two hundred brands looking for partners in the Greater Bay Area.';
      }
      return Response.json(body);
    });
    open(`${DETAIL}?siteId=${SITE}&${SCOPE}&id=9104`);
    expect(await screen.findByText('Two hundred brands looking for partners in the Greater Bay Area.')).toBeTruthy();
  });

  it('finds the entry of an old link with the id alone through the pages of the site', async () => {
    open(`${DETAIL}?siteId=${SITE}&id=9109`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Closing ceremony');
    expect(detailCalls()).toEqual(['910101']);
  });

  it('says not found for an unknown id, a module the page lacks and a link without an id', async () => {
    const view = open(`${DETAIL}?siteId=${SITE}&${SCOPE}&id=nothing`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Schedule entry not found');
    await waitFor(() => expect(document.title).toMatch(/^Schedule entry not found · /));
    view.unmount();
    const other = open(`${DETAIL}?siteId=${SITE}&pageId=910101&moduleId=elsewhere&id=9104`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Schedule entry not found');
    other.unmount();
    open(`${DETAIL}?siteId=${SITE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Schedule entry not found');
  });
});

describe('exhibition schedule search page', () => {
  it('lists every entry by day without a keyword, each opening its detail page with the agenda', async () => {
    open(`${SEARCH}?siteId=${SITE}&${SCOPE}`);
    expect(await screen.findByText('Entries in the schedule: 9')).toBeTruthy();
    expect(dayHeadings()).toEqual(['Thursday, October 22', 'Friday, October 23', 'Saturday, October 24', 'Sunday, October 25']);
    const link = screen.getByRole('link', { name: 'Macao Franchise Expo' });
    expect(link.getAttribute('href')).toBe(`${DETAIL}?siteId=${SITE}&pageId=910101&moduleId=91010106&id=9104`);
    await waitFor(() => expect(document.title).toMatch(/^Search the exhibition schedule · /));
  });

  it('filters as the visitor types, says the count politely, and puts the keyword in the address', async () => {
    open(`${SEARCH}?siteId=${SITE}`);
    await screen.findByText('Entries in the schedule: 9');
    fireEvent.change(searchBox(), { target: { value: 'hall c' } });
    expect((await screen.findByText('Entries found: 1')).getAttribute('role')).toBe('status');
    expect(resultTitles()).toEqual(['Macao Franchise Expo']);
    await waitFor(() => expect(address().searchParams.get('keyword')).toBe('hall c'));
    fireEvent.change(searchBox(), { target: { value: 'Fair' } });
    await screen.findByText('Entries found: 5');
    expect(dayHeadings()).toHaveLength(4);
    // Enter writes the address at once.
    fireEvent.submit(searchBox().closest('form')!);
    await waitFor(() => expect(address().searchParams.get('keyword')).toBe('Fair'));
  });

  it('opens with the address keyword and says no data when nothing matches', async () => {
    open(`${SEARCH}?siteId=${SITE}&${SCOPE}&keyword=Quantum`);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByText('Entries found: 0')).toBeTruthy();
    expect(searchBox()).toHaveProperty('value', 'Quantum');
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('a result opens the detail, whose way back returns to the search with its keyword', async () => {
    open(`${SEARCH}?siteId=${SITE}&${SCOPE}&keyword=forum`);
    await screen.findByText('Entries found: 1');
    fireEvent.click(screen.getByRole('link', { name: 'Cross-border e-commerce cooperation forum' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Cross-border e-commerce cooperation forum');
    fireEvent.click(screen.getByRole('link', { name: /Search the exhibition schedule/ }));
    await screen.findByText('Entries found: 1');
    expect(searchBox()).toHaveProperty('value', 'forum');
    expect(address().searchParams.get('keyword')).toBe('forum');
  });
});
