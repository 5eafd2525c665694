import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { useReducer, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { setGatewaySession } from '../../../src/api/gateway';
import { initI18n } from '../../../src/i18n';
import { toast } from '../../../src/platform/toast';
import { registry } from '../../../src/modules/registry';
import { scheduleExamples } from '../../../src/modules/schedule/example';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';
import { fixtureBundles, response } from '../../../fixtures/index';
import { cache } from '../../../src/platform/queryCache';
import { replayFetch, resetFollows } from '../support/replayFetch';
import { variant } from './render';

interface ShowOptions {
  language?: LanguageCode;
  terminal?: Terminal;
  preview?: boolean;
  /** Replies are kept for the visit: a test that needs fresh ones asks as another event. */
  bventId?: string;
}

async function show(payload: unknown, { language = 'en-US', terminal = 'pc', preview = false, bventId = '9001' }: ShowOptions = {}) {
  await act(() => initI18n(language).changeLanguage(language));
  const view = render(
    <RendererProvider services={{ ...exampleServices(terminal), mode: preview ? 'preview' : 'live' }}>
      <ModuleHostProvider host={{ ...exampleHost(language), bventId }}>
        <div lang={language}>
          <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
        </div>
      </ModuleHostProvider>
    </RendererProvider>,
  );
  await waitFor(() => {
    expect(view.container.querySelector('[data-module-type="schedule"]')?.childElementCount).toBeGreaterThan(0);
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return view;
}

/** The recorded replies of event 9001 for calls about `bventId`, except where `answer` says otherwise. */
function replayAs(bventId: string, answer: (url: string) => Response | undefined = () => undefined) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? init.body.replaceAll(`"${bventId}"`, '"9001"') : init?.body;
    return answer(url) ?? replayFetch(url.replace(`/${bventId}/`, '/9001/'), { ...init, body });
  });
}

const reply = (returnObj: unknown, status = 200) =>
  new Response(JSON.stringify({ isSuccess: status === 200, businessMessage: null, sysMessage: null, businessCode: null, returnObj }), { status });

const live = (language: LanguageCode = 'en-US') => variant(scheduleExamples[language], (payload) => (payload.config!.useMockData = false));
const sessions = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-session-id'));
const labels = () => [...document.querySelectorAll('[data-live-label]')].map((badge) => badge.getAttribute('data-live-label'));

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(replayFetch));
  // After the event (the system date): the first day opens.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setGatewaySession({ accessToken: () => null });
  resetFollows();
  // Sessions a signed-out visitor kept stay in the browser: each test starts without any.
  localStorage.clear();
});

describe('schedule module', () => {
  it('lists the first day of the programme with times, venue, type and speakers', async () => {
    await show(live());
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ThuOct 22', 'FriOct 23', 'SatOct 24', 'SunOct 25']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(sessions()).toHaveLength(3);
    const opening = sessions()[0]!;
    expect(within(opening).getByRole('heading', { level: 3 }).textContent).toBe('MITE 2026 Opening Ceremony');
    expect(opening.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-22T01:30:00.000Z');
    expect(opening.textContent).toContain('9:30 AM–10:30 AM');
    expect(opening.textContent).toContain('Hall A Main Stage');
    expect(opening.textContent).toContain('Opening ceremony');
    expect(within(opening).getByRole('list', { name: 'Speakers' }).textContent).toContain('Wong Mei-ling');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('goes from its placeholder straight to the day: never a passing "No data" the modules below are revealed under', async () => {
    // A reply enters the cache and renders in a transition; an urgent render landing in between
    // (the clock, a module above settling) already sees the programme while the deferred day
    // lags. Said "settled" then, the page revealed the modules below over a box that then grew.
    const statuses: string[] = [];
    const watch = new MutationObserver(() => {
      const status = document.querySelector('[data-module-type="schedule"] [role="status"]:not(.visually-hidden)');
      if (status) statuses.push(status.textContent!);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    let urgent = () => {};
    // A fresh host (same event) re-renders every module that reads it, as a new visitor does.
    function Host({ children }: { children: ReactNode }) {
      const [, bump] = useReducer((n: number) => n + 1, 0);
      urgent = () => flushSync(bump);
      return <ModuleHostProvider host={{ ...exampleHost('en-US'), bventId: '9101' }}>{children}</ModuleHostProvider>;
    }
    const set = cache.set.bind(cache);
    vi.spyOn(cache, 'set').mockImplementation((key, value) => {
      set(key, value);
      if (key.startsWith('schedule:programme:')) urgent();
      return cache;
    });
    await act(() => initI18n('en-US').changeLanguage('en-US'));
    vi.stubGlobal('fetch', replayAs('9101'));
    const modules = [moduleEnvelope.parse(live())];
    render(
      <RendererProvider services={{ ...exampleServices('pc'), mode: 'live' }}>
        <Host>
          <PageRenderer modules={modules} registry={registry} />
        </Host>
      </RendererProvider>,
    );
    await waitFor(() => expect(sessions()).toHaveLength(3));
    watch.disconnect();
    expect(statuses).toEqual([]);
  });

  it("shows the venue's time, labelled, and switches to the visitor's own zone, remembered", async () => {
    localStorage.clear();
    await show(live());
    expect(screen.getByText(/^Times are the venue's: .+ \(GMT\+8\)\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show my time' }));
    expect(sessions()[0]!.textContent).toContain('1:30 AM–2:30 AM');
    expect(screen.getByText('Times are yours: GMT+0.')).toBeTruthy();
    cleanup();
    await show(live());
    expect(sessions()[0]!.textContent).toContain('1:30 AM–2:30 AM');
    fireEvent.click(screen.getByRole('button', { name: "Show the venue's time" }));
    expect(sessions()[0]!.textContent).toContain('9:30 AM–10:30 AM');
  });

  it('switches the list with the date tabs, by click and by keyboard', async () => {
    await show(live());
    fireEvent.click(screen.getByRole('tab', { name: /Oct 23/ }));
    await waitFor(() => expect(sessions()).toHaveLength(6));
    expect(labels()).toEqual(['ended', 'replay', 'onLive', 'playingBack', 'comingSoon', 'onDemand']);
    const selected = screen.getByRole('tab', { selected: true });
    fireEvent.keyDown(selected, { key: 'ArrowRight' });
    await waitFor(() => expect(sessions()).toHaveLength(2));
    expect(document.activeElement?.textContent).toContain('Oct 24');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(sessions()).toHaveLength(1));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, 0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Oct 22'));
  });

  it('labels every live state in the page language', async () => {
    await show(live('pt-PT'), { language: 'pt-PT' });
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    await waitFor(() => expect(sessions()).toHaveLength(6));
    const texts = [...document.querySelectorAll('[data-live-label]')].map((badge) => badge.textContent);
    expect(texts).toEqual(['Terminado', 'Repetição', 'Em direto', 'Em diferido', 'Brevemente', 'A pedido']);
  });

  it('links the live room in the visitor language only, in a new tab', async () => {
    await show(live());
    fireEvent.click(screen.getByRole('tab', { name: /Oct 23/ }));
    const watch = await screen.findByRole('link', { name: /^Watch live: Smart manufacturing/ });
    expect(watch.getAttribute('href')).toBe('https://live.mite2026.example/sessions/806?lang=en-US');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Watch replay: Green Energy Forum/ }).getAttribute('href')).toBe('https://live.mite2026.example/recordings/805');
    cleanup();
    await show(live('pt-PT'), { language: 'pt-PT' });
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    await waitFor(() => expect(sessions()).toHaveLength(6));
    // Session 806 has no Portuguese live room: no watch link (its title and speakers still link to their pages), the label stays.
    const smart = sessions().find((item) => item.getAttribute('data-session-id') === '806')!;
    expect(within(smart).queryByRole('link', { name: /^Watch/ })).toBeNull();
    expect(smart.querySelector('[data-live-label="onLive"]')).not.toBeNull();
  });

  it('asks a signed-out visitor to sign in to follow, keeping the pick in this browser meanwhile', async () => {
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    await show(live());
    const follow = screen.getByRole('button', { name: /^Follow: MITE 2026 Opening Ceremony/ });
    fireEvent.click(follow);
    expect(shown).toHaveBeenCalledWith({ title: 'Sorry, you are not logged in yet. Please log in first.', icon: 'none' });
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('minisite.agenda.9001')!)).toEqual(['801']);
    fireEvent.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('minisite.agenda.9001')).toBeNull();
  });

  it('sends the token with Schedule/List when signed in (an auth call)', async () => {
    setGatewaySession({ accessToken: () => 'token' });
    vi.stubGlobal('fetch', replayAs('auth'));
    await show(live(), { bventId: 'auth' });
    const calls = vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: String(url), token: new Headers(init?.headers).get('Authorization') }));
    expect(calls.find((call) => call.url.endsWith('/Schedule/List'))?.token).toBe('Bearer token');
    expect(calls.find((call) => call.url.endsWith('/Schedule/Dates'))?.token).toBeNull();
  });

  it('has no follow button when the event does not let attendees follow sessions', async () => {
    vi.stubGlobal('fetch', replayAs('no-follow', (url) => (url.includes('GetBventSetting') ? reply({ attendeesCanFollowSchedule: false }) : undefined)));
    await show(live('zh-HK'), { language: 'zh-HK', bventId: 'no-follow' });
    expect(sessions()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /關注/ })).toBeNull();
  });

  it('narrows the day by venue and type', async () => {
    await show(live());
    fireEvent.click(screen.getByRole('tab', { name: /Oct 23/ }));
    await waitFor(() => expect(sessions()).toHaveLength(6));
    fireEvent.change(screen.getByRole('combobox', { name: 'Venue' }), { target: { value: '502' } });
    expect(sessions().map((item) => item.getAttribute('data-session-id'))).toEqual(['804', '807']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Session type' }), { target: { value: '604' } });
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('shows exactly 3 mock sessions in the preview when asked for mock data, loading nothing', async () => {
    await show(scheduleExamples['zh-CN'], { language: 'zh-CN', preview: true });
    expect(sessions()).toHaveLength(3);
    expect(sessions()[0]!.textContent).toContain('示例日程 1');
    expect(screen.getByRole('note').textContent).toContain('预览');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the recorded programme live even with the mock flag on', async () => {
    await show(scheduleExamples['en-US']);
    expect(sessions()[0]!.textContent).toContain('MITE 2026 Opening Ceremony');
    expect(document.querySelector('[data-mock]')).toBeNull();
  });

  it('fills an empty day with the 3 mock sessions in the preview, and says no data live', async () => {
    vi.stubGlobal('fetch', replayAs('empty', (url) => (url.endsWith('/Schedule/List') ? reply([]) : undefined)));
    await show(live(), { preview: true, bventId: 'empty' });
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(sessions()).toHaveLength(3);
    cleanup();
    await show(live(), { bventId: 'empty' });
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('offers a retry when the programme fails to load', async () => {
    let fail = true;
    vi.stubGlobal('fetch', replayAs('flaky', (url) => (fail && url.endsWith('/Schedule/Dates') ? reply(null, 500) : undefined)));
    await show(live(), { bventId: 'flaky' });
    const alert = screen.getByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sessions()).toHaveLength(3));
  });

  it('stacks each session on phones', async () => {
    await show(live(), { terminal: 'mobile' });
    expect(getComputedStyle(sessions()[0]!).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });
});

describe('schedule module with a long day (the stress programme, 500 sessions a day)', () => {
  const PROGRAMME = '9200';
  const firstDay = (response(fixtureBundles().get('stress')!, 'Schedule', 'List', `${PROGRAMME}_en-US_2026-11-03`) as { returnObj: { title: string; topic: string | null }[] }).returnObj;
  const positions = () => sessions().map((item) => Number(item.getAttribute('aria-posinset')));
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };
  // The virtualizer corrects the scroll position as rows are measured; jsdom has no scrolling.
  beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => scrollTo(0));

  it('mounts only the rows near the viewport, each placed in the whole list, and reserves the height of all', async () => {
    const view = await show(live(), { bventId: PROGRAMME });
    await waitFor(() => expect(sessions().length).toBeGreaterThan(0));
    expect(sessions().length).toBeLessThan(30);
    expect(positions()[0]).toBe(1);
    expect(sessions().every((item) => item.getAttribute('aria-setsize') === String(firstDay.length))).toBe(true);
    const list = view.container.querySelector('ul:has(> [data-session-id])') as HTMLElement;
    expect(parseFloat(list.style.height)).toBeGreaterThanOrEqual(firstDay.length * 100);
    expect(screen.getByRole('status').textContent).toBe(`Sessions found: ${firstDay.length}`);
  });

  it('mounts the rows scrolled into view, and keeps the focused row mounted', async () => {
    await show(live(), { bventId: PROGRAMME });
    await waitFor(() => expect(sessions().length).toBeGreaterThan(0));
    const follow = within(sessions()[0]!).getByRole('button', { name: /^Follow/ });
    follow.focus();
    scrollTo(30_000);
    await waitFor(() => expect(positions().some((position) => position > 150)).toBe(true));
    expect(positions()[0]).toBe(1);
    expect(document.activeElement).toBe(follow);
  });

  it('narrows the day to the sessions whose title, topic or speaker holds the search words', async () => {
    await show(live(), { bventId: PROGRAMME });
    await waitFor(() => expect(sessions().length).toBeGreaterThan(0));
    const expected = firstDay.filter((item) => `${item.title} ${item.topic ?? ''}`.toLowerCase().includes('halal food')).length;
    expect(expected).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search sessions' }), { target: { value: 'HALAL food' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Sessions found: ${expected}`));
    expect(sessions().every((item) => /halal food/i.test(item.textContent ?? ''))).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search sessions' }), { target: { value: 'no such session' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No data'));
  });

  it('renders short lists whole, without set sizes', async () => {
    await show(live());
    expect(sessions()).toHaveLength(3);
    expect(sessions().some((item) => item.hasAttribute('aria-setsize'))).toBe(false);
  });
});
