import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mallPath } from '../../../preview/server/points';
import { MALL_REFUSAL, type PointsOrderDetail } from '../../../schemas/points';
import { setConfig } from '../../../src/platform/config';
import { cache } from '../../../src/platform/queryCache';
import QrCode from '../../../src/platform/share/QrCode';
import { toast } from '../../../src/platform/toast';
import mallTexts from '../../../src/machines/pointsMall/locales/en-US.json';
import texts from '../../../src/pages/points/orders/locales/en-US.json';
import toastTexts from '../../../src/i18n/locales/en-US/toast.json';
import { replayEachTest } from '../support/pageTests';
import { replayFetch, resetMall } from '../support/replayFetch';
import { address } from '../support/routerProbe';
import { DEMO, openMall } from './mallSupport';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

/** The demo expo in English; its mall is event 88001's. */
const SITE = '1001';
const ORDERS = '/points/order/index';
const DETAIL = '/points/orderDetail/index';
const PAYMENT = 'https://payment.example.com/pay';
const CANCEL = 'Order/CancelPointsOrder';
const ORDER_DETAIL = 'Order/GetPointsOrderDetail';

const calls = replayEachTest(session, ['points:']);
const callsTo = (path: string) => calls.mock.calls.filter(([input]) => String(input).endsWith(path));

beforeEach(() => {
  resetMall();
  localStorage.clear();
  setConfig({ payment: PAYMENT });
});

const open = (at: string) => openMall(session, at, DEMO);

/** Answers one call with `reply` (a Response, or a thrown error for a network failure), else the live mall. */
function answer(path: string, reply: () => Response | Promise<Response>) {
  calls.mockImplementation(async (input, init) => (String(input).endsWith(path) ? reply() : replayFetch(input, init)));
}

const orderRows = () => within(screen.getByRole('list', { name: texts.search.results })).getAllByRole('listitem');
const ordersShown = () => orderRows().map((row) => row.getAttribute('data-order'));
const tab = (name: string) => screen.getByRole('tab', { name });

async function openOrders(query = '') {
  open(`${ORDERS}?siteId=${SITE}${query}`);
  await screen.findByRole('heading', { level: 1, name: texts.title });
  await screen.findByText('No more items');
}

describe('my orders', () => {
  it('lists every order newest first, each with its picture box, name, quantity, points, state and date, opening its detail', async () => {
    await openOrders();
    expect(ordersShown()).toEqual(['88756', '88755', '88754', '88753', '88752', '88751']);
    expect(tab(texts.state.all).getAttribute('aria-selected')).toBe('true');
    const lounge = orderRows()[4]!;
    expect(within(lounge).getByRole('heading', { level: 2, name: 'VIP lounge pass' })).toBeTruthy();
    expect(within(lounge).getByRole('link', { name: 'VIP lounge pass' }).getAttribute('href')).toBe(`${DETAIL}?siteId=${SITE}&id=88752`);
    expect(lounge.querySelector('.picture img')!.getAttribute('src')).toBe('/files/demo-expo/card-people.svg');
    expect(lounge.textContent).toContain('Quantity: 1');
    expect(lounge.textContent).toContain('300 points');
    expect(lounge.querySelector('[data-order-state]')!.textContent).toBe(texts.state.redeemed);
    // 10:45 at the venue (Asia/Macau), whatever zone the test machine is in.
    expect(lounge.querySelector('time')!.textContent).toBe('Oct 22, 2026, 10:45 AM');
  });

  it('shows one state per tab, the tab in the address; arrows move between tabs; a tab from the address opens selected', async () => {
    await openOrders();
    const expected: Record<string, string[]> = {
      pendingPayment: ['88756'],
      cancelled: ['88754'],
      redeemed: ['88752', '88751'],
      verified: ['88753'],
      refunded: ['88755'],
    };
    for (const [state, orders] of Object.entries(expected)) {
      fireEvent.click(tab(texts.state[state as keyof typeof texts.state]));
      await waitFor(() => expect(address().searchParams.get('state')).toBe(state));
      await waitFor(() => expect(ordersShown()).toEqual(orders));
      expect(orderRows().every((row) => row.getAttribute('data-state') === state)).toBe(true);
    }
    // Refunded is last: the right arrow goes round to All, which leaves the address without a state.
    fireEvent.keyDown(tab(texts.state.refunded), { key: 'ArrowRight' });
    await waitFor(() => expect(tab(texts.state.all).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab(texts.state.all));
    expect(address().searchParams.has('state')).toBe(false);
    await waitFor(() => expect(ordersShown()).toHaveLength(6));
  });

  it('opens the tab the address names', async () => {
    await openOrders('&state=verified');
    expect(tab(texts.state.verified).getAttribute('aria-selected')).toBe('true');
    expect(ordersShown()).toEqual(['88753']);
    const bodies = callsTo('Order/GetPointsOrderList').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ businessId: '88001', businessType: 4, state: 'verified', pageNo: 1, pageSize: 10 }]);
  });

  it('offers a pending payment its two methods with the amount, and Pay goes to the payment site with the order, method and a way back', async () => {
    await openOrders('&state=pendingPayment');
    const payment = within(orderRows()[0]!);
    expect(payment.getByText('Amount to pay: MOP 20.00')).toBeTruthy();
    const methods = payment.getByRole('group', { name: texts.payment.methods });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['WeChat Pay', 'Alipay']);
    const pay = () => new URL(payment.getByRole('link', { name: texts.payment.pay }).getAttribute('href')!);
    const back = `${window.location.origin}/site${DETAIL}?siteId=${SITE}&id=88756`;
    expect(pay().href).toBe(`${PAYMENT}?bventId=88001&orderNo=88756&payMethod=wechatPay&returnUrl=${encodeURIComponent(back)}&cc=MITE-WEB`);
    fireEvent.click(payment.getByRole('radio', { name: 'Alipay' }));
    expect(pay().searchParams.get('payMethod')).toBe('alipay');
    expect(pay().searchParams.get('returnUrl')).toBe(back);
  });
});

async function openDetail(id: string) {
  open(`${DETAIL}?siteId=${SITE}&id=${id}`);
  return screen.findByRole('heading', { level: 1 });
}

/** The order as the live mall answers it now, to check the page against. */
async function liveOrder(orderId: string): Promise<PointsOrderDetail> {
  const headers = { Authorization: `Bearer token-of-${DEMO.accountId}`, 'x-lang': 'en-US' };
  const reply = await replayFetch(mallPath(ORDER_DETAIL), { method: 'POST', headers, body: JSON.stringify({ businessId: '88001', businessType: 4, orderId }) });
  return ((await reply.json()) as { returnObj: PointsOrderDetail }).returnObj;
}

/** The drawing of a QR code of `value` as the product draws it: the page's must be the same. */
function qrDrawing(value: string): string {
  const { container, unmount } = render(<QrCode value={value} size={240} label="" />);
  const drawing = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d')).join('\n');
  unmount();
  return drawing;
}

const storedCopy = (id: string) => localStorage.getItem(`personal:points-order-code:${DEMO.accountId}:${id}`);

describe('order detail', () => {
  it('shows a redeemed virtual order: the QR code with its code text, the discount code copied with copy success, no cancel and why', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const show = vi.spyOn(toast, 'showToast');
    const live = await liveOrder('88752');
    expect((await openDetail('88752')).textContent).toBe('VIP lounge pass');
    const qr = screen.getByRole('img', { name: `Redemption QR code, code ${live.codeText}` });
    expect(document.querySelector('[data-code-text]')!.textContent).toBe(live.codeText);
    // Sized for a scanner at the desk, and the code of the order's own value.
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(qrDrawing(live.qrCode)).toMatch(/^M/);
    expect([...qr.querySelectorAll('path')].map((path) => path.getAttribute('d')).join('\n')).toBe(qrDrawing(live.qrCode));
    const discount = document.querySelector('[data-discount-code]')!.textContent!;
    expect(discount).toBe(live.discountCode);
    fireEvent.click(screen.getByRole('button', { name: texts.detail.copy }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ title: toastTexts.copySuccess, icon: 'success' }));
    expect(writeText).toHaveBeenCalledWith(discount);
    expect(screen.queryByRole('button', { name: texts.detail.cancel })).toBeNull();
    expect(screen.getByText(mallTexts.cancel.virtualItem)).toBeTruthy();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('cancels only when confirmed: dismissed nothing is sent; confirmed twice, one call, the order cancelled, its stored code forgotten', async () => {
    await openDetail('88751');
    // Kept by an effect, which runs after the order is on screen: a render later on a busy machine.
    await waitFor(() => expect(storedCopy('88751')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: texts.detail.cancel }));
    const dialog = await screen.findByRole('dialog', { name: mallTexts.cancel.confirm });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.detail.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(CANCEL)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: texts.detail.cancel }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: texts.detail.confirmCancel });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText(mallTexts.cancel.success)).toBeTruthy();
    expect(callsTo(CANCEL)).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('[data-order-state]')!.textContent).toBe(texts.state.cancelled));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: texts.detail.cancel })).toBeNull();
    // The redemption code of a cancelled order is gone from the page and from the device.
    expect(screen.queryByRole('img', { name: /^Redemption QR code/ })).toBeNull();
    expect(storedCopy('88751')).toBeNull();
    // The mall changed: the order is read again (so are the balances, on the screens that show them).
    expect(callsTo(ORDER_DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it("says the gateway's refusal in the visitor's words, and keeps the order as it was", async () => {
    answer(CANCEL, () =>
      Response.json({ isSuccess: false, businessMessage: 'Order 88751 is verified', sysMessage: null, businessCode: MALL_REFUSAL.notCancellable, returnObj: null }),
    );
    await openDetail('88751');
    fireEvent.click(screen.getByRole('button', { name: texts.detail.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.detail.confirmCancel }));
    expect(await screen.findByText(mallTexts.failure.notCancellable)).toBeTruthy();
    expect(document.querySelector('[data-order-state]')!.textContent).toBe(texts.state.redeemed);
    fireEvent.click(screen.getByRole('button', { name: texts.detail.dismiss }));
    expect(screen.getByRole('button', { name: texts.detail.cancel })).toBeTruthy();
  });

  it('keeps the code of an order opened once, and shows it with when it was saved when the network fails', async () => {
    vi.useFakeTimers({ now: new Date('2026-10-23T09:30:00+08:00'), toFake: ['Date'] });
    const first = open(`${DETAIL}?siteId=${SITE}&id=88752`);
    await screen.findByRole('heading', { level: 1, name: 'VIP lounge pass' });
    const codeText = document.querySelector('[data-code-text]')!.textContent;
    first.unmount();
    vi.useRealTimers();

    answer(ORDER_DETAIL, () => Promise.reject(new TypeError('Failed to fetch')));
    // Another visit: this reply is not in this visit's memory.
    calls.mockClear();
    for (const key of [...cache.keys()]) if (key.includes(':order:')) cache.delete(key);
    await openDetail('88752');
    expect(await screen.findByText('You are offline. This code was saved on Oct 23, 2026, 9:30 AM.')).toBeTruthy();
    expect(document.querySelector('[data-code-text]')!.textContent).toBe(codeText);
    expect(screen.getByRole('img', { name: `Redemption QR code, code ${codeText}` })).toBeTruthy();
    // Offline nothing can be cancelled.
    expect(screen.queryByRole('button', { name: texts.detail.cancel })).toBeNull();
  });

  it('shows the kept code even when the mall frame could not ask whether the mall is open (no network at all)', async () => {
    const first = open(`${DETAIL}?siteId=${SITE}&id=88751`);
    await screen.findByRole('heading', { level: 1, name: 'Enamel pin' });
    const codeText = document.querySelector('[data-code-text]')!.textContent;
    first.unmount();
    // A new visit (the site itself still in memory): every mall call meets no network.
    for (const key of [...cache.keys()]) if (key.startsWith('points:')) cache.delete(key);
    calls.mockImplementation(async (input, init) => (String(input).includes('/MemberSystem/') || String(input).includes('/Registration/') ? Promise.reject(new TypeError('Failed to fetch')) : replayFetch(input, init)));
    const view = open(`${DETAIL}?siteId=${SITE}&id=88751`);
    expect(await screen.findByText(/^You are offline\. This code was saved on /)).toBeTruthy();
    expect(document.querySelector('[data-code-text]')!.textContent).toBe(codeText);
    view.unmount();
  });

  it("lists, where the network reaches nothing, the orders opened on this device in the tab's state, newest first, each opening its kept code", async () => {
    for (const id of ['88751', '88752']) {
      const visit = open(`${DETAIL}?siteId=${SITE}&id=${id}`);
      await screen.findByText(texts.detail.code);
      visit.unmount();
    }
    // A new visit: every mall call meets no network.
    for (const key of [...cache.keys()]) if (key.startsWith('points:')) cache.delete(key);
    calls.mockImplementation(async (input, init) => (String(input).includes('/MemberSystem/') || String(input).includes('/Registration/') ? Promise.reject(new TypeError('Failed to fetch')) : replayFetch(input, init)));
    const list = open(`${ORDERS}?siteId=${SITE}`);
    expect(await screen.findByText(texts.offline.kept)).toBeTruthy();
    expect(ordersShown()).toEqual(['88752', '88751']);
    // The browser says it has a network: asking again is offered.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(within(orderRows()[0]!).getByRole('link', { name: 'VIP lounge pass' }));
    expect(await screen.findByText(/^You are offline\. This code was saved on /)).toBeTruthy();
    list.unmount();

    open(`${ORDERS}?siteId=${SITE}&state=verified`);
    expect(await screen.findByText(texts.offline.none)).toBeTruthy();
    expect(screen.queryByRole('list', { name: texts.search.results })).toBeNull();
  });

  it('says so offline when the order was never opened on this device', async () => {
    answer(ORDER_DETAIL, () => Promise.reject(new TypeError('Failed to fetch')));
    open(`${DETAIL}?siteId=${SITE}&id=88753`);
    expect(await screen.findByRole('heading', { level: 1, name: texts.detail.offlineUnsaved })).toBeTruthy();
  });

  it('keeps no code of a cancelled or refunded order, and says no data for an order that is not the visitor’s', async () => {
    const view = open(`${DETAIL}?siteId=${SITE}&id=88754`);
    await screen.findByRole('heading', { level: 1, name: 'Notebook' });
    expect(screen.queryByRole('img', { name: /^Redemption QR code/ })).toBeNull();
    expect(storedCopy('88754')).toBeNull();
    view.unmount();
    await openDetail('88760');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No data');
  });
});
