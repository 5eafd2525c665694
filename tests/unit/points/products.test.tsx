import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBundles } from '../../../fixtures/index';
import { pointsAnswers } from '../../../preview/server/points';
import { MALL_REFUSAL, memberPoints, merchandisePage } from '../../../schemas/points';
import { judge, merchandiseFacts } from '../../../src/pages/points/products/merchandiseStatus';
import { replayEachTest } from '../support/pageTests';
import { replayFetch, resetMall } from '../support/replayFetch';
import { address } from '../support/routerProbe';
import type { SignedInUser } from '../../../src/auth/session';
import { ATTENDEE, DEMO, openMall } from './mallSupport';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The demo expo in English (event and mall 88001; fixtures/demo-expo/pointsMall.json). */
const SITE = '1001';
const CLAIM = 'Order/PointsClaimPrizeItem';
const SEARCH = 'PointsMerchandise/SearchPointsMerchandise';

const calls = replayEachTest(session, ['points:']);
beforeEach(() => {
  resetMall();
  sessionStorage.clear();
});

const bodiesOf = (call: string) =>
  calls.mock.calls.filter(([input]) => String(input).endsWith(call)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const openAs = (user: SignedInUser, at: string) => openMall(session, `${at}${at.includes('?') ? '&' : '?'}siteId=${SITE}`, user);

// ── The facts of every item, from the live mall's own replies ─────────────────────────────────

const mall = pointsAnswers([...fixtureBundles().values()]);
function seedOf(account: string) {
  const reply = (call: Parameters<typeof mall>[0], body: object) => (mall(call, account, 'en-US', body).body as { returnObj: unknown }).returnObj;
  const points = memberPoints.parse(reply('MemberPoints/GetMemberPointsDetail', { businessId: '88001', businessType: 4, memberType: 1 }));
  const page = merchandisePage.parse(reply(SEARCH, { centerSettingId: '88700', IsClient: true, loadSkuDetail: true, keyword: '', paging: { pageNo: 1, pageSize: 20 } }));
  return { points, items: page.list.filter((item) => item !== null) };
}

describe('merchandise facts and status, for every item of the seed', () => {
  it.each([
    [
      'demo (Gold, 1,200 points)',
      DEMO.accountId,
      {
        88711: ['normal', null],
        88712: ['disabled', 'soldOut'],
        88713: ['haveLimit', 'limitReached'],
        88714: ['haveLimit', 'limitReached'],
        88715: ['readonly', 'pointsShort'],
        88716: ['normal', null],
        88717: ['normal', null],
        88718: ['normal', null],
        88719: ['disabled', 'gradeNeeded'],
      },
    ],
    [
      'attendee (Silver, 150 points)',
      ATTENDEE.accountId,
      {
        88711: ['normal', null],
        88712: ['disabled', 'soldOut'],
        88713: ['disabled', 'gradeNeeded'],
        88714: ['normal', null],
        88715: ['readonly', 'pointsShort'],
        88716: ['haveLimit', 'limitReached'],
        88717: ['normal', null],
        88718: ['normal', null],
        88719: ['normal', null],
      },
    ],
  ])('%s', (_, account, expected) => {
    const { points, items } = seedOf(account);
    const judged = Object.fromEntries(items.map((item) => [item.id, [judge(item, points).status, judge(item, points).view.reason?.kind ?? null]]));
    expect(judged).toEqual(Object.fromEntries(Object.entries(expected)));
  });

  it('reads the wire: exchangeLimit 0 as no limit, the limit less what remains as the count, virtual and physical alike', () => {
    const demo = seedOf(DEMO.accountId);
    const item = (id: string) => demo.items.find((one) => one.id === id)!;
    // Tote bag, physical: limit 5, two active orders (pending payment, verified).
    expect(merchandiseFacts(item('88711'), demo.points)).toEqual({
      price: 100,
      stock: 40,
      exchangeLimit: 5,
      exchangedByVisitor: 2,
      isSatisfyGrade: true,
      gradeNames: [],
      availablePoints: 1200,
      signedIn: true,
    });
    // Limited print: no limit, so no count.
    expect(merchandiseFacts(item('88717'), demo.points)).toMatchObject({ exchangeLimit: null, exchangedByVisitor: 0 });
    // Lounge pass, virtual: its one redeemed order reaches the limit while stock remains.
    expect(merchandiseFacts(item('88713'), demo.points)).toMatchObject({ stock: 25, exchangeLimit: 1, exchangedByVisitor: 1 });
    expect(judge(item('88715'), demo.points).view.reason).toEqual({ kind: 'pointsShort', missing: 3800 });
    // Welcome kit for a Gold visitor: the grades it is for, named.
    expect(judge(item('88719'), demo.points).view.reason).toEqual({ kind: 'gradeNeeded', gradeNames: ['Silver'] });
    // Stock below what the limit leaves: not the limit.
    expect(judge({ ...item('88711'), stock: 2, remainQuantity: 2 }, demo.points).status).toBe('normal');
  });
});

// ── The screens ──────────────────────────────────────────────────────────────────────────────

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
const card = (id: string) => document.querySelector<HTMLElement>(`li[data-merchandise="${id}"]`)!;
const statusOf = (id: string) => card(id).querySelector('[data-status]')?.textContent;

describe('the mall index', () => {
  it('shows the points, the open tiers and the first six items with their labels, then the rest, then no more items', async () => {
    openAs(DEMO, '/points/index');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Points mall');
    await screen.findByText('Products found: 9');
    await waitFor(() => expect(document.querySelector('[data-points-summary]')).not.toBeNull());
    const summary = document.querySelector('[data-points-summary]')!;
    expect(summary.querySelector('[data-figure="availablePoint"]')!.textContent).toBe('1,200');
    expect(summary.querySelector('[data-figure="totalPoint"]')!.textContent).toBe('1,830');
    expect(summary.querySelector('[data-figure="gradeName"]')!.textContent).toBe('Grade: Gold');
    const tiers = within(screen.getByRole('region', { name: 'Membership' })).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual(['Free membershipOpen', 'Premium membershipOpen']);
    expect(cards()).toHaveLength(6);
    await waitFor(() => expect(statusOf('88711')).toBe('Redeem'));
    expect([statusOf('88712'), statusOf('88713'), statusOf('88714'), statusOf('88715'), statusOf('88716')]).toEqual([
      'Sold out',
      'Limit Reached',
      'Limit Reached',
      'Not enough points',
      'Redeem',
    ]);
    const tote = within(card('88711'));
    expect(tote.getByRole('heading', { level: 3, name: 'Expo tote bag' })).toBeTruthy();
    expect(tote.getByRole('link', { name: 'Expo tote bag' }).getAttribute('href')).toBe(`/points/detail/index?siteId=${SITE}&id=88711`);
    expect(card('88711').querySelector('[data-figure="price"]')!.textContent).toBe('100 points');
    expect(card('88711').querySelector('[data-figure="remainQuantity"]')!.textContent).toBe('3');
    expect(card('88711').querySelector('[data-figure="stock"]')!.textContent).toBe('40');
    expect(card('88711').querySelector('[data-figure="exchangeLimit"]')!.textContent).toBe('Max: 5');
    expect(card('88713').querySelector('[data-figure="gradeNames"]')!.textContent).toBe('Gold members');
    expect(card('88713').querySelector('[data-figure="merchandiseType"]')!.textContent).toBe('Virtual item');
    expect(card('88715').querySelector('[data-figure="price"]')!.textContent).toBe('5,000 points');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more items')).toBeTruthy();
    expect(cards()).toHaveLength(9);
    expect([statusOf('88717'), statusOf('88718'), statusOf('88719')]).toEqual(['Redeem', 'Redeem', 'Members only']);
    expect(bodiesOf(SEARCH).map((body) => body.paging)).toEqual([
      { pageNo: 1, pageSize: 6 },
      { pageNo: 2, pageSize: 6 },
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Points mall · /));
  });

  it('labels the items for a Silver visitor: the lounge pass grade-locked, the coffee at its limit, the welcome kit open', async () => {
    openAs(ATTENDEE, '/points/index');
    await screen.findByText('Products found: 9');
    await waitFor(() => expect(statusOf('88713')).toBe('Members only'));
    expect(statusOf('88716')).toBe('Limit Reached');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('No more items');
    expect(statusOf('88719')).toBe('Redeem');
  });

  it('searches from its box: /points/search with the words in the address', async () => {
    openAs(DEMO, '/points/index');
    await screen.findByText('Products found: 9');
    const box = within(screen.getByRole('search', { name: 'Product search' })).getByRole('searchbox', { name: 'Product name' });
    fireEvent.change(box, { target: { value: ' pass ' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByRole('heading', { level: 1, name: 'Search products' });
    expect(address().pathname).toBe('/points/search');
    expect(Object.fromEntries(address().searchParams)).toEqual({ siteId: SITE, keyword: 'pass' });
    await screen.findByText('Products found: 1');
    expect(within(cards()[0]!).getByRole('heading', { level: 2 }).textContent).toBe('VIP lounge pass');
    expect(screen.getByText('No more items')).toBeTruthy();
  });
});

describe('the product search', () => {
  it('finds items by keyword to no more items, and says no data when nothing matches', async () => {
    openAs(DEMO, '/points/search?keyword=o');
    await screen.findByText(/^Products found: /);
    const found = bodiesOf(SEARCH).at(-1);
    expect(found).toMatchObject({ keyword: 'o', paging: { pageNo: 1, pageSize: 6 } });
    const box = screen.getByRole('searchbox', { name: 'Product name' });
    fireEvent.change(box, { target: { value: 'zebra' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByText('Products found: 0')).toBeTruthy();
  });
});

// ── Detail and redemption ────────────────────────────────────────────────────────────────────

const dialog = () => screen.getByRole('dialog');
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Confirm' });
const claims = () => bodiesOf(CLAIM);

async function openDetail(id: string, user = DEMO) {
  openAs(user, `/points/detail/index?id=${id}`);
  return screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 3000 });
}

describe('the product detail', () => {
  it('shows the item, its sanitised description and, for each status, the label and the reason', async () => {
    expect((await openDetail('88711')).textContent).toBe('Expo tote bag');
    expect(screen.getByRole('heading', { level: 2, name: 'About this product' })).toBeTruthy();
    expect(screen.getByText('A canvas tote with the MITE 2026 mark.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Expo tote bag · /));
  });

  it.each([
    ['88712', 'Sold out', 'This item is out of stock.'],
    ['88713', 'Limit Reached', 'Max: 1'],
    ['88715', 'Not enough points', 'You need 3,800 more points.'],
    ['88719', 'Members only', 'Only for Silver members.'],
  ])('item %s: %s, %s, and no redeem button', async (id, label, reason) => {
    await openDetail(id);
    const status = document.querySelector('[data-status]')!.closest('[role="status"]')!;
    expect(status.querySelector('[data-status]')!.textContent).toBe(label);
    expect(status.querySelector('[data-reason]')!.textContent).toBe(reason);
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it('says no data for an id the centre does not have', async () => {
    openAs(DEMO, '/points/detail/index?id=99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'No data' })).toBeTruthy();
  });
});

describe('redeeming', () => {
  it('asks "Confirm redemption?", then sends one claim with a valid requestId and opens the success screen', async () => {
    await openDetail('88711');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(within(dialog()).getByRole('heading', { name: 'Confirm redemption?' })).toBeTruthy();
    expect(claims()).toEqual([]);
    fireEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeemed successfully' })).toBeTruthy();
    expect(claims()).toHaveLength(1);
    expect(claims()[0]).toMatchObject({ businessId: '88001', businessType: 4, language: 'en-US', item: { merchandiseId: '88711', businessSkuId: '887111', quantity: 1 } });
    expect(String(claims()[0]!.requestId)).toMatch(/^[\w-]{8,64}$/);
    expect(address().pathname).toBe('/points/success/index');
    const orderId = address().searchParams.get('orderId')!;
    await waitFor(() => expect(document.querySelector('[data-figure="availablePoint"]')?.textContent).toBe('1,100 points'));
    expect(document.querySelector('[data-figure="points"]')!.textContent).toBe('100 points');
    expect(screen.getByText('Expo tote bag')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(`/points/orderDetail/index?siteId=${SITE}&id=${orderId}`);
    expect(screen.getByRole('link', { name: 'Back to the mall' }).getAttribute('href')).toBe(`/points/index?siteId=${SITE}`);
    expect(sessionStorage.length).toBe(0);
  });

  it('sends nothing when the visitor says no, and focus goes back to the redeem button', async () => {
    await openDetail('88711');
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    redeem.focus();
    fireEvent.click(redeem);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redeem' }));
    expect(claims()).toEqual([]);
  });

  it('a double click on confirm sends one claim; the button is busy while it is out', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    calls.mockImplementation(async (input, init) => {
      if (String(input).endsWith(CLAIM)) await held;
      return replayFetch(input, init);
    });
    await openDetail('88711');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(confirmButton().getAttribute('aria-busy')).toBe('true');
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog()).getByRole('status').textContent).toBe('Redeeming…');
    release();
    await screen.findByRole('heading', { level: 1, name: 'Redeemed successfully' });
    expect(claims()).toHaveLength(1);
  });

  it('a refusal says why, translated, and opens no success screen', async () => {
    calls.mockImplementation(async (input, init) => {
      if (!String(input).endsWith(CLAIM)) return replayFetch(input, init);
      const refusal = { isSuccess: false, businessMessage: 'Sold out', sysMessage: null, businessCode: MALL_REFUSAL.soldOut, returnObj: null };
      return Response.json(refusal);
    });
    await openDetail('88711');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, this item has just sold out.');
    expect(within(dialog()).getByRole('heading', { name: 'Redemption failed' })).toBeTruthy();
    expect(address().pathname).toBe('/points/detail/index');
    // A refusal ends the attempt: nothing kept for a reload.
    expect(sessionStorage.length).toBe(0);
  });

  it('after a timeout, the retry sends the same requestId and the gateway makes one order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let first = true;
      calls.mockImplementation(async (input, init) => {
        if (!String(input).endsWith(CLAIM) || !first) return replayFetch(input, init);
        first = false;
        // The gateway makes the order, but the reply never arrives before the request's timeout.
        await replayFetch(input, init);
        return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      });
      await openDetail('88711');
      fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      fireEvent.click(confirmButton());
      await waitFor(() => expect(claims()).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect((await screen.findByRole('alert')).textContent).toBe('The connection timed out, click to try again.');
      // The attempt is kept for the tab while its outcome is unknown.
      expect(Object.values({ ...sessionStorage })).toEqual([claims()[0]!.requestId]);
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
      await screen.findByRole('heading', { level: 1, name: 'Redeemed successfully' });
      expect(claims().map((claim) => claim.requestId)).toEqual([claims()[0]!.requestId, claims()[0]!.requestId]);
      await waitFor(() => expect(document.querySelector('[data-figure="availablePoint"]')?.textContent).toBe('1,100 points'));
      expect(sessionStorage.length).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reload in the middle resumes the attempt with its key: confirming again makes no second order', async () => {
    const key = 'resumed-attempt-0001';
    // The first tab's claim reached the gateway; the page went before the reply came.
    await replayFetch('/Api/Registration/Order/PointsClaimPrizeItem', {
      method: 'POST',
      headers: { Authorization: `Bearer token-of-${DEMO.accountId}` },
      body: JSON.stringify({ businessId: '88001', businessType: 4, language: 'en-US', requestId: key, item: { merchandiseId: '88711', businessSkuId: '887111', quantity: 1 } }),
    });
    sessionStorage.setItem(`points:redeeming:${DEMO.accountId}:88001:88711`, key);
    await openDetail('88711');
    expect(screen.getByText(/Your last redemption of this item did not finish/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    fireEvent.click(confirmButton());
    await screen.findByRole('heading', { level: 1, name: 'Redeemed successfully' });
    expect(claims().map((claim) => claim.requestId)).toEqual([key]);
    // One order only: 1,200 less one tote bag.
    await waitFor(() => expect(document.querySelector('[data-figure="availablePoint"]')?.textContent).toBe('1,100 points'));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the redeem success screen', () => {
  it('reloaded, reads the order by its id; an unknown one says no data', async () => {
    openAs(DEMO, '/points/success/index?orderId=88751');
    await screen.findByRole('heading', { level: 1, name: 'Redeemed successfully' });
    expect(screen.getByText('Enamel pin')).toBeTruthy();
    expect(document.querySelector('[data-figure="points"]')!.textContent).toBe('50 points');
    expect(document.querySelector('[data-figure="availablePoint"]')!.textContent).toBe('1,200 points');
  });

  it('an order the visitor does not have says no data', async () => {
    openAs(DEMO, '/points/success/index?orderId=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No data' })).toBeTruthy();
  });
});
