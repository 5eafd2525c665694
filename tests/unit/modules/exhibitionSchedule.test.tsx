import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import type { ModuleFault } from '../../../renderer/faults';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { exhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { exhibitionScheduleExamples } from '../../../src/modules/exhibitionSchedule/example';
import { byDay } from '../../../src/modules/exhibitionSchedule/group';
import { registry } from '../../../src/modules/registry';
import { FullListProvider } from '../../../src/modules/shared/fullList';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';
import { variant } from './render';

async function show(payload: unknown, terminal: Terminal = 'pc', language: LanguageCode = 'en-US', fullList = false) {
  await act(() => initI18n(language).changeLanguage(language));
  const faults: ModuleFault[] = [];
  const view = render(
    <RendererProvider services={exampleServices(terminal, (fault) => faults.push(fault))}>
      <ModuleHostProvider host={exampleHost(language)}>
        <div lang={language}>
          {fullList ? (
            <FullListProvider>
              <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
            </FullListProvider>
          ) : (
            <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
          )}
        </div>
      </ModuleHostProvider>
    </RendererProvider>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-module-type="exhibitionSchedule"] :is(ol, [role="status"])')).not.toBeNull());
  expect(faults).toEqual([]);
  return view;
}

const example = exhibitionScheduleExamples['en-US'];
const days = () => [...document.querySelectorAll<HTMLElement>('[data-module-type="exhibitionSchedule"] section')];

afterEach(cleanup);

describe('exhibitionSchedule module', () => {
  it('shows the agenda day by day, each day named in the page language', async () => {
    await show(example);
    expect(days().map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Thursday, October 22',
      'Friday, October 23',
      'Saturday, October 24',
      'Sunday, October 25',
    ]);
    expect(days().map((day) => within(day).getAllByRole('listitem').length)).toEqual([2, 3, 2, 2]);
    cleanup();
    await show(exhibitionScheduleExamples['pt-PT'], 'pc', 'pt-PT');
    expect(within(days()[0]!).getByRole('heading', { level: 3 }).textContent).toBe('quinta-feira, 22 de outubro');
  });

  it('gives each entry its time range, hall and category', async () => {
    await show(example);
    const forum = screen.getAllByRole('listitem').find((item) => item.getAttribute('data-entry-id') === '9103')!;
    expect(forum.textContent).toContain('09:30–12:00');
    expect(forum.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-23T09:30');
    expect(forum.textContent).toContain('Hall: Forum Room 1');
    expect(forum.textContent).toContain('Category: Forum');
  });

  it('links each entry to its detail route, naming the page and module that hold it', async () => {
    await show(example);
    const link = screen.getByRole('link', { name: 'Macao Franchise Expo' });
    expect(link.getAttribute('href')).toBe('/pages/exhibitionSchedule/detail?pageId=home-en-US&moduleId=exhibition-schedule-en-US&id=9104');
    expect(screen.queryByRole('link', { name: 'Search the schedule' })).toBeNull();
  });

  it('offers the search of its agenda on its list page, and names the module alone when the payload names no page', async () => {
    await show(example, 'pc', 'en-US', true);
    expect(screen.getByRole('link', { name: 'Search the schedule' }).getAttribute('href')).toBe('/pages/exhibitionSchedule/search?pageId=home-en-US&moduleId=exhibition-schedule-en-US');
    cleanup();
    await show(variant(example, (payload) => delete payload.pageId));
    expect(screen.getByRole('link', { name: 'Macao Franchise Expo' }).getAttribute('href')).toBe('/pages/exhibitionSchedule/detail?moduleId=exhibition-schedule-en-US&id=9104');
  });

  it('shows entries without links when the organiser turns detail links off', async () => {
    await show(variant(example, (payload) => (payload.config!.showDetailLink = false)));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Macao Franchise Expo' })).toBeTruthy();
  });

  it('orders days and entries by time whatever the configured order, and shows a summary', async () => {
    await show(
      variant(example, (payload) => {
        payload.config!.items = [...payload.config!.items!].reverse();
        payload.config!.items[0]!.summary = 'Awards for the best booths.';
      }),
    );
    expect(within(days()[0]!).getAllByRole('heading', { level: 4 })[0]!.textContent).toBe('MITE 2026 trade visitor day');
    expect(screen.getByText('Awards for the best booths.')).toBeTruthy();
  });

  it('lays the days out in columns on desktop and stacks them on phones', async () => {
    await show(example);
    expect(getComputedStyle(days()[0]!.parentElement!).gridTemplateColumns).toMatch(/^repeat\(auto-fit/);
    cleanup();
    await show(example, 'mobile');
    expect(getComputedStyle(days()[0]!.parentElement!).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('says there is no data without entries', async () => {
    await show(variant(example, (payload) => (payload.config!.items = [])), 'mobile', 'zh-HK');
    expect(screen.getByRole('status').textContent).toBe('暫無資料');
  });

  it('refuses entries without a proper date or time', () => {
    const entry = { id: 1, title: 'Fair', date: '2026-10-22', beginTime: '10:00', endTime: '18:00' };
    expect(exhibitionEvent.safeParse(entry).success).toBe(true);
    expect(exhibitionEvent.safeParse({ ...entry, date: '22/10/2026' }).success).toBe(false);
    expect(exhibitionEvent.safeParse({ ...entry, beginTime: '10h' }).success).toBe(false);
  });

  it('groups by day', () => {
    const entry = (id: string, date: string, beginTime: string) => exhibitionEvent.parse({ id, title: id, date, beginTime, endTime: '23:00' });
    expect(byDay([entry('c', '2026-10-23', '09:00'), entry('b', '2026-10-22', '12:00'), entry('a', '2026-10-22', '08:00')])).toEqual([
      { date: '2026-10-22', items: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })] },
      { date: '2026-10-23', items: [expect.objectContaining({ id: 'c' })] },
    ]);
  });
});
