import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageView from '../../src/pages/index/PageView';
import { setConfig } from '../../src/platform/config';
import { ATTENDEE, DEMO } from './support/identityAccounts';
import { memoryDriver, type MemoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const ROUTE = '/pages/index/index';
const ABOUT = { siteId: '1001', pageId: '100105' };
const PROGRAMME = { siteId: '2001', pageId: '200102' };
const RESTRICTED = { exhibitors: '10010590', attendees: '10010591', signedIn: '10010592' };

let driver: MemoryDriver;
let release: () => void;

beforeEach(() => {
  driver = memoryDriver();
  session.driver = driver;
  // Identity replies wait for the test, to look at the page before they land.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  release = open;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('GetAccountAttendeeIdentity')) await gate;
    return replayFetch(input, init);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A desktop window: the page's pc detail, no reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
  setConfig({ payment: 'https://payment.example.com/pay', registration: 'https://registration.example.com/' });
});
afterEach(() => vi.restoreAllMocks());

async function open({ siteId, pageId }: { siteId: string; pageId: string }) {
  const view = renderInApp(`${ROUTE}?siteId=${siteId}&pageId=${pageId}`, ROUTE, <PageView />);
  await waitFor(() => expect(view.container.querySelector(`[data-page-id="${pageId}"]`)).not.toBeNull());
  return view;
}

const shown = (container: HTMLElement) => Object.values(RESTRICTED).filter((id) => container.querySelector(`[id="${id}"]`));

describe('modules restricted by authority', () => {
  it('signed out: none of the restricted modules, the public ones all there', async () => {
    const { container } = await open(ABOUT);
    // A module appears once its code has loaded (cold in the first test of a worker).
    await waitFor(() => expect(container.querySelector('[id="10010504"]')).not.toBeNull());
    expect(shown(container)).toEqual([]);
  });

  it('demo (exhibitor and attendee): identity modules wait for the identities, holding back those below them, then all show', async () => {
    const { container } = await open(ABOUT);
    act(() => driver.signInAs(DEMO));
    // While identities load, identity-restricted modules stay out, and so does everything below
    // them (the signed-in module, the footer): nothing flashes, nothing is pushed down later.
    await waitFor(() => expect(container.querySelector('[id="10010503"]')).not.toBeNull());
    expect(shown(container)).toEqual([]);
    expect(container.querySelector('[id="10010504"]')).toBeNull();
    act(() => release());
    await waitFor(() => expect(shown(container)).toEqual([RESTRICTED.exhibitors, RESTRICTED.attendees, RESTRICTED.signedIn]));
    await waitFor(() => expect(container.querySelector('[id="10010504"]')).not.toBeNull());
  });

  it('attendee with an unpaid registration: only the signed-in module; sign-out hides it again', async () => {
    release();
    const { container } = await open(ABOUT);
    act(() => driver.signInAs(ATTENDEE));
    await waitFor(() => expect(shown(container)).toEqual([RESTRICTED.signedIn]));
    await act(() => driver.signOut());
    await waitFor(() => expect(shown(container)).toEqual([]));
  });
});

describe('an attendee-only page (page-level rule)', () => {
  it('signed out: the not-logged-in message with a sign-in action instead of the modules', async () => {
    const { container } = await open(PROGRAMME);
    const state = await screen.findByRole('status');
    expect(state.getAttribute('data-access-state')).toBe('notLoggedIn');
    expect(state.textContent).toContain('Sorry, you are not logged in yet. Please log in first.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(container.querySelector('[data-module-type]')).toBeNull();
  });

  it('an account with no identity in the event is told it is not a participant', async () => {
    release();
    await open(PROGRAMME);
    act(() => driver.signInAs(DEMO));
    expect((await screen.findByText('You are not a participant of this event.')).closest('[data-access-state]')).toBeTruthy();
  });

  it('an approved attendee sees the page', async () => {
    release();
    const { container } = await open(PROGRAMME);
    act(() => driver.signInAs(ATTENDEE));
    await waitFor(() => expect(container.querySelector('[data-module-type]')).not.toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a site restricted as a whole (globalSetting)', () => {
  /** The demo expo's (zh-HK) home as if its organiser had opened the site to signed-in visitors only. */
  const membersOnlySite = async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await replayFetch(input, init);
    if (!String(input).endsWith('/Site/GetSiteById')) return reply;
    const envelope = (await reply.json()) as { returnObj: { globalSetting: Record<string, unknown> } };
    envelope.returnObj.globalSetting = { ...envelope.returnObj.globalSetting, authorityType: 'login' };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  it('every page shows the access state instead of its modules until the visitor signs in', async () => {
    vi.stubGlobal('fetch', membersOnlySite);
    // A site this file has not loaded yet: loaded sites stay cached for the visit.
    const { container } = await open({ siteId: '1003', pageId: '100301' });
    expect((await screen.findByRole('status')).getAttribute('data-access-state')).toBe('notLoggedIn');
    expect(container.querySelector('[data-module-type]')).toBeNull();
    act(() => driver.signInAs(DEMO));
    await waitFor(() => expect(container.querySelector('[data-module-type]')).not.toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
