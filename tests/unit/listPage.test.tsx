import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ListPage from '../../src/pages/list/ListPage';
import { listPages } from '../../src/pages/list/listPages';
import { memoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The kitchen-sink site (English) and its home page, where every module type sits once. */
const SITE = '9101';
const HOME = '910101';
const MODULE = { speaker: '91010116', news: '91010118', picture: '91010107', video: '91010108', document: '91010109' };

beforeEach(() => {
  session.driver = memoryDriver();
  vi.stubGlobal('fetch', replayFetch);
  // A desktop window: the page's pc detail.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.restoreAllMocks());

function open(moduleType: string, query: string, siteId = SITE) {
  const route = listPages.find((page) => page.moduleType === moduleType)!.route;
  return renderInApp(`${route}?siteId=${siteId}${query}`, route, <ListPage moduleType={moduleType} />);
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('list pages', () => {
  it('are routed for every type the registry gives a list route, once each', () => {
    expect(listPages.map((page) => page.route).sort()).toEqual(
      [
        '/pages/speaker/index',
        '/pages/partners/index',
        '/pages/picture/index',
        '/pages/video/index',
        '/pages/document/index',
        '/pages/imageTextNavigation/index',
        '/pages/exhibitionSchedule/index',
        '/subPages/news/list',
        '/subPages/schedule/index',
      ].sort(),
    );
  });

  it('show the organiser module found by pageId and moduleId, titled by it, without its own title or more button', async () => {
    const { container } = open('speaker', `&pageId=${HOME}&moduleId=${MODULE.speaker}`);
    expect((await heading()).textContent).toBe('Speakers');
    const module = await waitFor(() => {
      const found = container.querySelector<HTMLElement>(`[id="${MODULE.speaker}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(module.querySelector('h2')).toBeNull();
    expect(module.querySelector('a.module-more')).toBeNull();
    expect(document.title).toMatch(/^Speakers · /);
  });

  it('show every speaker of the event, not the first 8, and say when there are no more', async () => {
    const { container } = open('speaker', `&pageId=${HOME}&moduleId=${MODULE.speaker}`);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('No more items');
    const panel = container.querySelector<HTMLElement>('[role="tabpanel"]')!;
    // The kitchen-sink event has 12 speakers, all on the first page of 20.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
  });

  it('of pictures, videos and documents offer the search of the module’s groups, naming its page and the module', async () => {
    for (const [kind, label] of [['picture', 'Search pictures'], ['video', 'Search videos'], ['document', 'Search documents']] as const) {
      const view = open(kind, `&pageId=${HOME}&moduleId=${MODULE[kind]}`);
      const link = await screen.findByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(`/pages/${kind}/search/index?siteId=${SITE}&pageId=${HOME}&moduleId=${MODULE[kind]}`);
      view.unmount();
    }
  });

  it('show every story of a news module, beyond its count', async () => {
    const { container } = open('news', `&pageId=${HOME}&moduleId=${MODULE.news}`);
    expect((await heading()).textContent).toBe('Expo news');
    await waitFor(() => expect(container.querySelectorAll('[data-module-type="news"] h3')).toHaveLength(5));
  });

  it('fall back to the type defaults without ids (an old link): every speaker, under the translated list name', async () => {
    const { container } = open('speaker', '');
    expect((await heading()).textContent).toBe('Speakers');
    await screen.findByRole('status');
    expect(container.querySelectorAll('[data-module-type="speaker"] li')).toHaveLength(12);
  });

  it('name the list in the site language', async () => {
    // The kitchen-sink site in Portuguese.
    open('picture', '', '9104');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fotografias'));
  });

  it('say the module is not found for a type whose content is the organiser module, without ids', async () => {
    open('news', '');
    expect((await heading()).textContent).toBe('Module not found');
  });

  it('say the module is not found for a module id that is not on the page', async () => {
    open('speaker', `&pageId=${HOME}&moduleId=${MODULE.news}`);
    expect((await heading()).textContent).toBe('Module not found');
  });
});
