import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessDenial } from '../../src/identity/access';
import { AccessState } from '../../src/identity/AccessState';
import { setConfig } from '../../src/platform/config';
import { ATTENDEE } from './support/identityAccounts';
import { memoryDriver, type MemoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

let driver: MemoryDriver;
beforeEach(() => {
  driver = memoryDriver();
  session.driver = driver;
  vi.stubGlobal('fetch', replayFetch);
  setConfig({ payment: 'https://payment.example.com/pay', registration: 'https://registration.example.com/form' });
});
afterEach(() => vi.restoreAllMocks());

const show = async (reason: AccessDenial, siteId = '1001') => {
  renderInApp(`/state?siteId=${siteId}`, '/state', <AccessState reason={reason} />);
  return screen.findByRole('status');
};

describe('access state', () => {
  it('unpaid: says so and offers pay now at the payment address, with the order, event and cc', async () => {
    const state = await show('unpaid');
    act(() => driver.signInAs(ATTENDEE));
    const pay = await screen.findByRole('link', { name: 'Pay now' });
    await waitFor(() => expect(pay.getAttribute('href')).toBe('https://payment.example.com/pay?bventId=88001&orderNo=ORD-88001-5521&cc=MITE-WEB'));
    expect(state.textContent).toContain('Your registration has not been paid yet.');
    expect(state.getAttribute('aria-labelledby')).toBe(state.querySelector('p')!.id);
  });

  it('needs editing: edit now at the registration address with source mark, return address, event and cc', async () => {
    await show('needsEditing');
    const edit = new URL((await screen.findByRole('link', { name: 'Edit now' })).getAttribute('href')!);
    expect(edit.origin + edit.pathname).toBe('https://registration.example.com/form');
    expect(Object.fromEntries(edit.searchParams)).toEqual({ source: 'minisite', returnUrl: window.location.href, bventId: '88001', cc: 'MITE-WEB' });
  });

  it('not a participant, where the organiser guides visitors to registration: register now, with source mark, return address, event and cc', async () => {
    const state = await show('notParticipant');
    expect(state.textContent).toContain('You are not a participant of this event.');
    const register = new URL((await screen.findByRole('link', { name: 'Register now' })).getAttribute('href')!);
    expect(register.origin + register.pathname).toBe('https://registration.example.com/form');
    expect(Object.fromEntries(register.searchParams)).toEqual({ source: 'minisite', returnUrl: window.location.href, bventId: '88001', cc: 'MITE-WEB' });
  });

  it.each([
    ['notParticipant', 'You are not a participant of this event.', '2001'],
    ['identityNotAllowed', 'Your identity does not give access to this content.'],
    ['underReview', 'Your registration is under review by the organiser.'],
    ['rejected', 'Your registration was rejected by the organiser.'],
  ] as const)('%s: the message, and no action the visitor could take', async (reason, text, siteId?: string) => {
    // Site 2001 does not guide visitors to registration; 1001 does.
    const state = await show(reason, siteId);
    expect(state.textContent).toBe(text);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the site language', async () => {
    const state = await show('notParticipant', '1002');
    await waitFor(() => expect(state.querySelector('p')!.textContent).toBe('您不是本活动的参与者。'));
    expect(screen.getByRole('link', { name: '立即报名' })).toBeTruthy();
  });
});
