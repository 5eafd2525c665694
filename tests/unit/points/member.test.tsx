import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mallPath } from '../../../preview/server/points';
import { replayEachTest } from '../support/pageTests';
import { replayFetch, resetMall } from '../support/replayFetch';
import type { MemoryDriver } from '../support/memoryDriver';
import { address } from '../support/routerProbe';
import type { SignedInUser } from '../../../src/auth/session';
import { ATTENDEE, DEMO, openMall } from './mallSupport';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The demo expo in English and in simplified Chinese (event 88001, fixtures/demo-expo/pointsMall.json). */
const ENGLISH = '1001';
const CHINESE = '1002';
const LEDGER = '/points/integral/index';
const MEMBER = '/points/memberCenter/index';
/**
 * Demo: 1,200 available, 550 held by active orders, 80 expired: 1,830 in total, Gold, the top
 * grade; eleven ledger lines. Attendee: 150 + 180 spent = 330, Silver, 670 short of Gold (1,000).
 */
const INVITE = mallPath('MemberCommon/SubmitInvitationCode');
const OPEN = mallPath('MemberCommon/GetSystemBusinessStatusList');

const calls = replayEachTest(session, ['points:']);
beforeEach(() => resetMall());

const open = (at: string, user: SignedInUser | null = DEMO) => openMall(session, at, user);

const callsTo = (path: string) => calls.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const listNamed = (name: string) => screen.findByRole('list', { name });
const items = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
const figure = (name: string) => document.querySelector(`[data-points-summary] [data-figure="${name}"]`)?.textContent;
const status = () => document.querySelector<HTMLElement>('form p[role="status"]')!;

/** One ledger row as the visitor reads it: kind, reason, when, amount. */
const row = (item: HTMLElement) => [...item.querySelectorAll('.kind, .reason, time, .amount')].map((part) => part.textContent);

describe('points detail', () => {
  it('shows the ledger newest first, ten a page, signed and grouped, in the event zone, then the rest and no more items', async () => {
    open(`${LEDGER}?siteId=${ENGLISH}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Points detail');
    const ledger = await listNamed('Points history');
    expect(items(ledger)).toHaveLength(10);
    expect(row(items(ledger)[0]!)).toEqual(['Spent', 'Redeemed Expo tote bag', 'Oct 23, 2026, 10:05 AM', '−100 points']);
    expect(row(items(ledger)[1]!)).toEqual(['Refunded', 'Order cancelled: Coffee voucher', 'Oct 22, 2026, 6:00 PM', '+60 points']);
    expect(row(items(ledger)[8]!)).toEqual(['Earned', 'Booth check-ins', 'Oct 22, 2026, 10:00 AM', '+830 points']);
    expect(row(items(ledger)[9]!)).toEqual(['Expired', 'Points expired', 'Sep 30, 2026, 11:59 PM', '−80 points']);
    expect(items(ledger)[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-10-23T10:05:00+08:00');
    expect(screen.queryByText('No more items')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('No more items');
    expect(items(await listNamed('Points history'))).toHaveLength(11);
    expect(row(items(await listNamed('Points history'))[10]!)).toEqual(['Earned', 'Registration bonus', 'Sep 1, 2026, 9:00 AM', '+1,000 points']);
    expect(callsTo(mallPath('MemberPoints/GetMemberPointsLedger')).map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { businessId: '88001', businessType: 4, pageNo: 1, pageSize: 10 },
      { businessId: '88001', businessType: 4, pageNo: 2, pageSize: 10 },
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Points detail · /));
  });

  it('writes dates, times and reasons in the visitor’s language', async () => {
    open(`${LEDGER}?siteId=${CHINESE}`);
    const ledger = await listNamed('积分记录');
    expect(row(items(ledger)[0]!)).toEqual(['使用', '兑换展会帆布袋', '2026年10月23日 10:05', '−100 积分']);
    expect(row(items(ledger)[8]!)).toEqual(['获得', '展位打卡', '2026年10月22日 10:00', '+830 积分']);
  });

  it('shows the points, the levels with the visitor’s grade marked, and the mall’s general rules', async () => {
    open(`${LEDGER}?siteId=${ENGLISH}`);
    await waitFor(() => expect(figure('availablePoint')).toBe('1,200'));
    expect(figure('totalPoint')).toBe('1,830');
    const levels = await listNamed('Levels');
    expect(items(levels).map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Silver', 'Gold']);
    expect(items(levels).map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(within(items(levels)[1]!).getByText('Your grade')).toBeTruthy();
    expect(within(items(levels)[1]!).getByText('From 1,000 points')).toBeTruthy();
    expect(within(within(items(levels)[1]!).getByRole('list', { name: 'Benefits of Gold' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Exchange points for merchandise',
      'VIP lounge items',
    ]);
    const rules = await listNamed('Points rules');
    expect(items(rules)).toHaveLength(6);
    expect(screen.getByText(/^The mall's general rules/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['My points', 'Points history', 'Levels', 'Points rules']);
  });
});

describe('member centre', () => {
  it('shows the grades, both tiers the event runs with the visitor’s, and that Gold is the top grade', async () => {
    open(`${MEMBER}?siteId=${ENGLISH}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Member centre');
    await screen.findByText('Your grade: Gold');
    expect(screen.getByText('You have reached the top grade.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(items(await listNamed('Levels')).map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
    const tiers = await listNamed('Membership');
    expect(items(tiers).map((item) => [within(item).getByRole('heading').textContent, item.querySelector('.head span')!.textContent])).toEqual([
      ['Free member', 'You are a member'],
      ['Premium member', 'You are a member'],
    ]);
    expect(within(items(tiers)[1]!).getByRole('list', { name: 'Benefits of Premium member' }).textContent).toBe('Double pointsPriority entry');
  });

  it('shows only the tiers the event runs', async () => {
    calls.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === OPEN) {
        return Response.json({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: { isOpenFreeMember: true, isOpenPremiumMember: false } });
      }
      return replayFetch(input, init);
    });
    open(`${MEMBER}?siteId=${ENGLISH}`, ATTENDEE);
    const tiers = await listNamed('Membership');
    expect(items(tiers).map((item) => item.getAttribute('data-tier'))).toEqual(['free']);
  });

  it('measures the way to the next grade: 330 of Gold’s 1,000 points, 670 more', async () => {
    open(`${MEMBER}?siteId=${ENGLISH}`, ATTENDEE);
    const meter = await screen.findByRole('progressbar', { name: 'Progress to Gold' });
    expect(meter).toHaveProperty('value', 330);
    expect(meter).toHaveProperty('max', 1000);
    expect(meter.getAttribute('aria-valuetext')).toBe('330 of 1,000 points');
    expect(screen.getByText('670 more points to Gold')).toBeTruthy();
    expect(screen.getByText('Your grade: Silver')).toBeTruthy();
    expect(items(await listNamed('Membership')).map((item) => item.querySelector('.head span')!.textContent)).toEqual(['You are a member', 'Not a member yet']);
  });
});

describe('invitation code', () => {
  const field = () => screen.getByRole('textbox', { name: 'Invitation code' });
  const submit = (code: string) => {
    fireEvent.change(field(), { target: { value: code } });
    fireEvent.submit(field().closest('form')!);
  };

  it('asks for an empty code without a call, and says why a wrong code is refused', async () => {
    open(`${MEMBER}?siteId=${ENGLISH}`);
    expect((await screen.findByRole('textbox', { name: 'Invitation code' })).getAttribute('placeholder')).toBe('Please enter the invitation code');
    submit('   ');
    expect(status().textContent).toBe('Please enter the invitation code');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(INVITE)).toHaveLength(0);
    submit('NOT-A-CODE');
    await waitFor(() => expect(status().textContent).toBe('This invitation code is not valid. Check it and try again.'));
    expect(callsTo(INVITE).map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ businessId: '88001', businessType: 4, code: 'NOT-A-CODE' }]);
  });

  it('MITE2026 gives 200 points: busy while it goes, then the new balance everywhere; a second use is refused as used', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    calls.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === INVITE) await held;
      return replayFetch(input, init);
    });
    open(`${MEMBER}?siteId=${ENGLISH}`);
    await waitFor(() => expect(figure('availablePoint')).toBe('1,200'));
    submit(' mite2026 ');
    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second submit while the first is under way sends nothing more.
    fireEvent.submit(field().closest('form')!);
    await act(async () => release());
    await waitFor(() => expect(status().textContent).toBe('The invitation code gave you 200 points. You now have 1,400 available points.'));
    expect(callsTo(INVITE)).toHaveLength(1);
    expect(field()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBe('false');
    // Every balance reloads: the summary, the grade (1,830 + 200 in total, still Gold).
    await waitFor(() => expect(figure('availablePoint')).toBe('1,400'));
    expect(figure('totalPoint')).toBe('2,030');

    submit('MITE2026');
    await waitFor(() => expect(status().textContent).toBe('You have already used this invitation code.'));
    expect(figure('availablePoint')).toBe('1,400');
  });

  it('the ledger shows the invitation’s points after the member centre took them', async () => {
    open(`${MEMBER}?siteId=${ENGLISH}`, ATTENDEE);
    await screen.findByText('670 more points to Gold');
    submit('MITE2026');
    await screen.findByText('470 more points to Gold');
    fireEvent.click(screen.getByRole('link', { name: 'Points detail' }));
    const ledger = await listNamed('Points history');
    const [kind, reason, , amount] = row(items(ledger)[0]!);
    expect([kind, reason, amount]).toEqual(['Earned', 'Invitation code', '+200 points']);
  });
});

describe('sign-in and the closed mall', () => {
  it('sends a signed-out visitor to the login notice, and back to the member centre once signed in', async () => {
    open(`${MEMBER}?siteId=${ENGLISH}`, null);
    const notice = await screen.findByText('Sorry, you are not logged in yet. Please log in first.');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(address().pathname).toBe('/points/login');
    expect(address().searchParams.get('redirect')).toBe(`/site${MEMBER}?siteId=${ENGLISH}`);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const driver = session.driver as MemoryDriver;
    expect(driver.signIn).toHaveBeenCalledWith({ returnTo: `${window.location.origin}/site${MEMBER}?siteId=${ENGLISH}` });
    act(() => driver.signInAs(DEMO));
    await screen.findByRole('heading', { level: 1, name: 'Member centre' });
    expect(`${address().pathname}${address().search}`).toBe(`${MEMBER}?siteId=${ENGLISH}`);
  });

  it('sends a visitor of an event without a mall to the 401 notice, with the way back to the site', async () => {
    open(`${MEMBER}?siteId=9101`);
    await screen.findByText('The points mall is not open to you for this event.');
    expect(address().pathname).toBe('/points/401/index');
    expect(screen.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/pages/index/index?siteId=9101');
  });
});
