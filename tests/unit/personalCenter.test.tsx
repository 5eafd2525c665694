import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PersonalCenter from '../../src/pages/personal/PersonalCenter';
import { setConfig } from '../../src/platform/config';
import { ATTENDEE, DEMO, GROUP } from './support/identityAccounts';
import { memoryDriver, type MemoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const ROUTE = '/pages/personal/index';
let driver: MemoryDriver;
const calls = vi.fn(replayFetch);

beforeEach(() => {
  driver = memoryDriver();
  session.driver = driver;
  calls.mockClear();
  vi.stubGlobal('fetch', calls);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setConfig({
    booth: 'https://booth.example.com/',
    agency: 'https://agency.example.com/',
    attendeeCenter: 'https://attendee.example.com/',
    eTicket: 'https://eticket.example.com/',
    eventMobile: 'https://event-mobile.example.com/m',
  });
});
afterEach(() => vi.restoreAllMocks());

async function open(siteId: string) {
  renderInApp(`${ROUTE}?siteId=${siteId}`, ROUTE, <PersonalCenter />);
  await screen.findByRole('heading', { level: 1, name: 'Personal Center' });
}

const entries = () =>
  Object.fromEntries(
    within(screen.getByRole('navigation', { name: 'My services' }))
      .getAllByRole('link')
      .map((link) => [link.getAttribute('data-entry'), link.getAttribute('href')]),
  );

const identityCalls = () => calls.mock.calls.filter(([input]) => String(input).includes('GetAccountAttendeeIdentity'));

describe('personal centre', () => {
  it('signed out: the spec text and a sign-in action that starts the sign-in mode', async () => {
    await open('1001');
    expect(await screen.findByText('Sorry, you are not logged in yet. Please log in first.')).toBeTruthy();
    screen.getByRole('button', { name: 'Log in' }).click();
    // The app runs under BrowserRouter, so the address to come back to is the window's.
    expect(driver.signIn).toHaveBeenCalledWith({ returnTo: window.location.href });
    expect(identityCalls()).toEqual([]);
  });

  it('demo in the expo: exhibitor and audience identities, the temporary agency ignored, centres with cc', async () => {
    await open('1001');
    act(() => driver.signInAs(DEMO));
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Visitor' })).toBeTruthy();
    const identities = within(screen.getByRole('region', { name: 'My identities' })).getAllByRole('listitem');
    expect(identities.map((item) => item.getAttribute('data-identity-type'))).toEqual(['Exhibition', 'Attendee']);
    expect(identities[1]!.textContent).toContain('Audience');
    expect(identities[1]!.textContent).toContain('Approved');
    expect(entries()).toEqual({
      // The event's points mall first, in this tab, with the site in its address.
      pointsMall: '/points/index?siteId=1001',
      exhibitorCentre: 'https://booth.example.com/?bventId=88001&lang=en&cc=MITE-WEB',
      audienceCentre: 'https://attendee.example.com/?bventId=88001&lang=en&cc=MITE-WEB',
      eTicket: 'https://eticket.example.com/?bventId=88001&lang=en&cc=MITE-WEB',
      eventMobile: 'https://event-mobile.example.com/m?bventId=88001&lang=en&cc=MITE-WEB',
    });
    const [, init] = identityCalls()[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe(`Bearer token-of-${DEMO.accountId}`);
  });

  it('attendee with an unpaid registration: audience centre but no e-ticket yet', async () => {
    await open('1001');
    act(() => driver.signInAs(ATTENDEE));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Attendee' })).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(Object.keys(entries())).toEqual(['pointsMall', 'audienceCentre', 'eventMobile']);
  });

  it('group leader and agency: the group-member centre from its registration address, and the agency centre', async () => {
    await open('1001');
    act(() => driver.signInAs(GROUP));
    await waitFor(() => expect(entries().groupCentre).toBe('https://registration.example.com/group-center?bventId=88001&cc=MITE-WEB'));
    expect(Object.keys(entries())).toEqual(['pointsMall', 'agencyCentre', 'groupCentre', 'eventMobile']);
  });

  it('in a conference (not an expo) an attendee has the attendee centre and no e-ticket; an account without identities says so', async () => {
    await open('2001');
    act(() => driver.signInAs(ATTENDEE));
    await screen.findByRole('heading', { level: 2, name: 'Ada Attendee' });
    expect(Object.keys(entries())).toEqual(['pointsMall', 'attendeeCentre', 'eventMobile']);
    expect(entries().attendeeCentre).toContain('cc=ADHS-WEB');
    expect(screen.getByText('Attendee')).toBeTruthy();
    act(() => driver.signInAs(DEMO));
    expect(await screen.findByText('You have no registration for this event yet.')).toBeTruthy();
    expect(Object.keys(entries())).toEqual(['pointsMall', 'eventMobile']);
  });

  it('signing out clears the user and identities: the prompt returns and nothing of the account stays', async () => {
    await open('1001');
    act(() => driver.signInAs(DEMO));
    await screen.findByRole('heading', { level: 2, name: 'Demo Visitor' });
    screen.getByRole('button', { name: 'Log out' }).click();
    expect(await screen.findByText('Sorry, you are not logged in yet. Please log in first.')).toBeTruthy();
    expect(screen.queryByText('Demo Visitor')).toBeNull();
    expect(screen.queryByRole('region', { name: 'My identities' })).toBeNull();
    // Signing in as someone else shows only their identities, loaded afresh.
    act(() => driver.signInAs(ATTENDEE));
    await screen.findByRole('heading', { level: 2, name: 'Ada Attendee' });
    expect(screen.queryByText('Exhibitor')).toBeNull();
  });
});
