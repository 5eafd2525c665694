// Following sessions in the schedule module, in the app's nesting (site, session) with a sign-in
// mode held in memory, the network answered by the fixtures and, for following (ours), by the
// replay server's own code (tests/unit/support/replayFetch.ts).
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope } from '../../../schemas/page';
import type { SignedInUser } from '../../../src/auth/session';
import { registry } from '../../../src/modules/registry';
import { scheduleExamples } from '../../../src/modules/schedule/example';
import { toast, type ToastApi } from '../../../src/platform/toast';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleServices } from '../../support/exampleServices';
import { exampleHost } from '../../support/kitchenSink';
import { ATTENDEE, DEMO, GROUP } from '../support/identityAccounts';
import { memoryDriver, type MemoryDriver } from '../support/memoryDriver';
import { renderInApp } from '../support/renderInApp';
import { replayFetch, resetFollows } from '../support/replayFetch';
import { variant } from './render';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const ROUTE = '/pages/index/index';
const FOLLOW = '/api/ClientResponsiveSiteAggregator/Schedule/Follow';
const payload = variant(scheduleExamples['en-US'], (module) => (module.config!.useMockData = false));
const MODULE_ID = moduleEnvelope.parse(payload).id;

let driver: MemoryDriver;
let shown: MockInstance<ToastApi['showToast']>;
/** Every fetch; `answer` may reply instead of the fixtures. */
let answer: (url: string, init?: RequestInit) => Promise<Response> | undefined;
const calls = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => (await answer(String(input), init)) ?? replayFetch(input, init));
const followCalls = () => calls.mock.calls.filter(([input]) => String(input).endsWith(FOLLOW)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  answer = () => undefined;
  calls.mockClear();
  vi.stubGlobal('fetch', calls);
  shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
  // The identities of these accounts in the kitchen-sink event are not recorded: their loads fail, reported.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // After the event: its first day opens.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetFollows();
  // Sessions a signed-out visitor kept stay in the browser: each test starts without any.
  localStorage.clear();
});

/** The kitchen-sink site in English with the programme module on it, as `user` (or signed out). */
async function open(user: SignedInUser | null) {
  driver = memoryDriver(user ? { status: 'signedIn', user, error: null } : undefined);
  session.driver = driver;
  renderInApp(
    `${ROUTE}?siteId=9101`,
    ROUTE,
    <RendererProvider services={{ ...exampleServices('pc'), mode: 'live' }}>
      <ModuleHostProvider host={exampleHost('en-US')}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
  // Signed in, the day shown is the account's own (its Schedule/List went out with the token).
  if (user) await waitFor(() => expect(calls.mock.calls.some(([input, init]) => String(input).endsWith('/Schedule/List') && new Headers(init?.headers).get('Authorization') === `Bearer token-of-${user.accountId}`)).toBe(true));
  // DOM queries, not roles: computing every button's accessible name on the page each poll is slow.
  await waitFor(() => expect(openingFollow()).not.toBeNull());
  const follow = openingFollow()!;
  expect(follow.textContent).toMatch(/^Follow\W+MITE 2026 Opening Ceremony/);
  return follow;
}

/** The follow button of the opening ceremony (session 801, first on the first day). */
const openingFollow = () => document.querySelector<HTMLButtonElement>('[data-session-id="801"] button.follow');

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const lastToast = () => shown.mock.lastCall?.[0];
/** A reply the gateway could send. */
const gatewayReply = (status: number, businessMessage: string | null) =>
  new Response(JSON.stringify({ isSuccess: status === 200, businessMessage, sysMessage: null, businessCode: null, returnObj: null }), { status });
/** Holds the follow calls until the returned function lets them through. */
function holdFollowCalls(): () => void {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  answer = (url, init) => (url.endsWith(FOLLOW) ? gate.then(() => replayFetch(url, init)) : undefined);
  return open;
}

describe('following a session', () => {
  it('signed in: flips at once, asks the gateway with the token, then confirms; and back', async () => {
    const follow = await open(DEMO);
    expect(pressed(follow)).toBe('false');
    const release = holdFollowCalls();
    act(() => follow.click());
    expect(pressed(follow)).toBe('true');
    expect(follow.getAttribute('aria-busy')).toBe('true');
    expect(shown).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Added to your schedule', icon: 'success' }));
    expect(follow.hasAttribute('aria-busy')).toBe(false);
    expect(follow.textContent).toContain('Following');
    const [, init] = calls.mock.calls.find(([input]) => String(input).endsWith(FOLLOW))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer token-of-${DEMO.accountId}`);
    // The replay server's state has it: the account now follows 801 (and 806, recorded followed).
    const followed = await replayFetch('/api/ClientResponsiveSiteAggregator/Schedule/Followed', { method: 'POST', body: '{"bventId":"9001"}', headers: { Authorization: `Bearer token-of-${DEMO.accountId}` } });
    expect(((await followed.json()) as { returnObj: string[] }).returnObj).toEqual(['801', '806']);

    act(() => follow.click());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Removed from your schedule', icon: 'success' }));
    expect(pressed(follow)).toBe('false');
    expect(followCalls()).toEqual([
      { bventId: '9001', scheduleId: '801', follow: true },
      { bventId: '9001', scheduleId: '801', follow: false },
    ]);
  });

  it('a failing call flips the button back and says why: the gateway’s words, else ours', async () => {
    const follow = await open(ATTENDEE);
    answer = (url) => (url.endsWith(FOLLOW) ? Promise.resolve(gatewayReply(500, 'The programme is closed for changes.')) : undefined);
    act(() => follow.click());
    expect(pressed(follow)).toBe('true');
    await waitFor(() => expect(lastToast()).toEqual({ title: 'The programme is closed for changes.', icon: 'none' }));
    expect(pressed(follow)).toBe('false');
    expect(follow.hasAttribute('aria-busy')).toBe(false);

    answer = (url) => (url.endsWith(FOLLOW) ? Promise.reject(new TypeError('Failed to fetch')) : undefined);
    act(() => follow.click());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Your schedule could not be changed. Please try again.', icon: 'none' }));
    expect(pressed(follow)).toBe('false');

    answer = (url) => (url.endsWith(FOLLOW) ? Promise.resolve(gatewayReply(502, null)) : undefined);
    act(() => follow.click());
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(3));
    expect(lastToast()).toEqual({ title: 'Your schedule could not be changed. Please try again.', icon: 'none' });
  });

  it('ignores clicks on a session while its call is on its way', async () => {
    const follow = await open(GROUP);
    const release = holdFollowCalls();
    act(() => follow.click());
    act(() => follow.click());
    act(() => follow.click());
    expect(pressed(follow)).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Added to your schedule', icon: 'success' }));
    expect(followCalls()).toEqual([{ bventId: '9001', scheduleId: '801', follow: true }]);
    expect(shown).toHaveBeenCalledTimes(1);
    // Once it has landed, the next click is a new call.
    act(() => follow.click());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Removed from your schedule', icon: 'success' }));
    expect(followCalls()).toHaveLength(2);
  });

  it('signed out: the not-logged-in text and a sign-in that comes back to the module; signed in, the account’s own follows', async () => {
    const visitor = { sub: 'acct-9e0f-visitor', accountId: 'acct-9e0f-visitor', name: 'Val Visitor' };
    // The account already follows 801 (from another device): the gateway knows.
    await replayFetch(FOLLOW, { method: 'POST', body: JSON.stringify({ bventId: '9001', scheduleId: '801', follow: true }), headers: { Authorization: `Bearer token-of-${visitor.accountId}` } });
    const follow = await open(null);
    act(() => follow.click());
    expect(lastToast()).toEqual({ title: 'Sorry, you are not logged in yet. Please log in first.', icon: 'none' });
    // Kept in this browser; no call until there is an account to follow with.
    expect(pressed(follow)).toBe('true');
    expect(followCalls()).toEqual([]);

    const row = follow.closest('li')!;
    const signIn = within(row).getByRole('button', { name: /^Log in to follow\W+MITE 2026 Opening Ceremony/ });
    act(() => signIn.click());
    const back = new URL(window.location.href);
    back.searchParams.set('anchor', MODULE_ID);
    expect(driver.signIn).toHaveBeenCalledWith({ returnTo: back.href });

    act(() => driver.signInAs(visitor));
    await waitFor(() => expect(pressed(openingFollow()!)).toBe('true'));
    expect(document.querySelector('button.sign-in')).toBeNull();
  });

  it('a token the gateway refuses is treated as signed out: the text and the way to sign in again', async () => {
    const follow = await open({ sub: 'acct-expired', accountId: 'acct-expired', name: 'Exp' });
    answer = (url) => (url.endsWith(FOLLOW) ? Promise.resolve(gatewayReply(401, 'Sorry, you are not logged in yet. Please log in first.')) : undefined);
    act(() => follow.click());
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Sorry, you are not logged in yet. Please log in first.', icon: 'none' }));
    expect(pressed(follow)).toBe('false');
    within(follow.closest('li')!).getByRole('button', { name: /^Log in to follow/ }).click();
    expect(driver.signIn).toHaveBeenCalledTimes(1);
  });
});
