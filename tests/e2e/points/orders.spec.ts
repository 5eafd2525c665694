// My orders and the order detail of the points mall, signed in as demo through the real provider
// against a server of our own: a cancel changes the mall's state (the server keeps it in memory),
// which no other spec may see. Demo's orders (fixtures/demo-expo/pointsMall.json): pending
// payment 88756, refunded 88755, cancelled 88754, verified 88753, redeemed 88752 (a virtual
// lounge pass) and 88751 (an enamel pin, cancellable).
import type { Page } from '@playwright/test';
import toastTexts from '../../../src/i18n/locales/en-US/toast.json' with { type: 'json' };
import mallTexts from '../../../src/machines/pointsMall/locales/en-US.json' with { type: 'json' };
import texts from '../../../src/pages/points/orders/locales/en-US.json' with { type: 'json' };
import { CALLS } from '../../../schemas/calls';
import { ownStrongServer, signIn, storedUsers } from '../auth/strongSupport';
import { expectQrCodeOf } from '../qrCode';
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { keepForReview, recordSpoken, statusSaying, terminalOf } from '../ui';

// An order opened once opens offline: its chunks may come from the service worker's copy.
test.use({ serviceWorkers: 'allow' });

const server = ownStrongServer();
/** Sign-in and the mall's first load go through the provider and three calls: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };
const ORDERS = '/site/points/order/index';

const orders = (page: Page) => page.getByRole('list', { name: texts.search.results }).getByRole('listitem');
const order = (page: Page, id: string) => page.locator(`li[data-order="${id}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const stateShown = (page: Page) => page.getByRole('article').locator('[data-order-state]');

/** Signs in as demo on the demo expo and opens My orders. */
async function openOrders(page: Page, terminal: ReturnType<typeof terminalOf>, query = '') {
  await signIn(page, `${server().url}/site/`, terminal);
  await page.waitForURL((url) => url.pathname.startsWith('/site/') && !url.pathname.includes('/pages/login/'), FIRST_LOAD);
  await expect.poll(() => storedUsers(page), FIRST_LOAD).toHaveLength(1);
  await page.goto(`${server().url}${ORDERS}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible(FIRST_LOAD);
  await expect(statusSaying(page, 'No more items')).toBeVisible();
}

/** A mall call's reply as the gateway gives it now, asked with the page's own token. */
function askMall<T>(page: Page, call: 'MemberPoints/GetMemberPointsDetail' | 'Order/GetPointsOrderDetail', body: object): Promise<T> {
  const path = CALLS[call].path.replace(/^\/*/, '/');
  return page.evaluate(
    async ([address, sent]) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      const reply = await fetch(address, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(sent) });
      return ((await reply.json()) as { returnObj: T }).returnObj;
    },
    [path, body] as const,
  );
}

const availablePoints = async (page: Page) =>
  (await askMall<{ availablePoint: number }>(page, 'MemberPoints/GetMemberPointsDetail', { businessId: '88001', businessType: 4, memberType: 1 })).availablePoint;

test('each tab shows the orders in its state, by click and by arrow key, the tab in the address; a pending payment offers its two methods', async ({ page }, testInfo) => {
  await openOrders(page, terminalOf(testInfo));
  await expect(orders(page)).toHaveCount(6);
  await expect(tab(page, texts.state.all)).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);

  const byState: [keyof typeof texts.state, string[]][] = [
    ['pendingPayment', ['88756']],
    ['redeemed', ['88752', '88751']],
    ['verified', ['88753']],
    ['cancelled', ['88754']],
    ['refunded', ['88755']],
  ];
  for (const [state, ids] of byState) {
    await tab(page, texts.state[state]).click();
    await expect(page).toHaveURL(new RegExp(`[?&]state=${state}(&|$)`));
    await expect(orders(page)).toHaveCount(ids.length);
    for (const id of ids) await expect(order(page, id)).toHaveAttribute('data-state', state);
  }
  // From Refunded, the left arrow goes to Cancelled and takes focus with it.
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, texts.state.cancelled)).toBeFocused();
  await expect(tab(page, texts.state.cancelled)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]state=cancelled(&|$)/);
  await expect(orders(page)).toHaveCount(1);

  await tab(page, texts.state.pendingPayment).click();
  const pending = order(page, '88756');
  await expect(pending.getByText('Amount to pay: MOP 20.00', { exact: true })).toBeVisible();
  await pending.getByRole('radio', { name: texts.payment.alipay }).check();
  const pay = new URL((await pending.getByRole('link', { name: texts.payment.pay }).getAttribute('href'))!);
  expect(pay.origin).toBe('https://payment.example.com');
  expect(Object.fromEntries(pay.searchParams)).toMatchObject({
    bventId: '88001',
    orderNo: '88756',
    payMethod: 'alipay',
    returnUrl: `${server().url}/site/points/orderDetail/index?id=88756`,
  });
  await keepForReview(page, 'orders.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test.describe('a redeemed virtual order', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows its QR code and code text, copies its discount code with copy success, and says why it cannot be cancelled', async ({ page }, testInfo) => {
    const spoken = await recordSpoken(page);
    await openOrders(page, terminalOf(testInfo));
    await order(page, '88752').getByRole('link', { name: 'VIP lounge pass' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP lounge pass' })).toBeVisible();
    await expect(page).toHaveURL(/\/site\/points\/orderDetail\/index\?id=88752$/);

    const live = await askMall<{ qrCode: string; codeText: string }>(page, 'Order/GetPointsOrderDetail', { businessId: '88001', businessType: 4, orderId: '88752' });
    await expect(page.locator('[data-code-text]')).toHaveText(live.codeText);
    await expectQrCodeOf(page.getByRole('img', { name: texts.detail.qr.replace('{{code}}', live.codeText) }), live.qrCode);
    await expect(page.getByText(mallTexts.cancel.virtualItem, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.detail.cancel })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const discount = (await page.locator('[data-discount-code]').textContent())!;
    await page.getByRole('button', { name: texts.detail.copy }).click();
    await expect.poll(spoken).toContain(`${toastTexts.success}${toastTexts.copySuccess}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(discount);
    await keepForReview(page, 'order-detail.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('cancels a cancellable order only once confirmed: the dialog dismissed, then confirmed; the order cancelled and its points back @desktop', async ({ page }) => {
  await openOrders(page, 'pc', '?state=redeemed');
  const before = await availablePoints(page);
  await order(page, '88751').getByRole('link', { name: 'Enamel pin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enamel pin' })).toBeVisible();
  await expect(stateShown(page)).toHaveText(texts.state.redeemed);

  const cancel = page.getByRole('button', { name: texts.detail.cancel });
  const dialog = page.getByRole('dialog', { name: mallTexts.cancel.confirm });
  await cancel.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts.detail.keep })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: texts.detail.keep }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(stateShown(page)).toHaveText(texts.state.redeemed);

  await cancel.click();
  await dialog.getByRole('button', { name: texts.detail.confirmCancel }).click();
  await expect(statusSaying(page, mallTexts.cancel.success)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(stateShown(page)).toHaveText(texts.state.cancelled);
  await expect(cancel).toHaveCount(0);
  // Points and stock come back once: 50 points for the pin.
  expect(await availablePoints(page)).toBe(before + 50);

  await page.getByRole('link', { name: texts.detail.toList }).click();
  await tab(page, texts.state.cancelled).click();
  await expect(order(page, '88751')).toHaveAttribute('data-state', 'cancelled');
});

test('an order opened once shows its code without a network, with when it was saved, reached by link, by Back or from My orders @desktop', async ({ page, context, allowConsoleErrors }) => {
  // Offline, the list's call fails as it should (the browser logs each refused request), its
  // failure is reported to the console, and the report's batching code cannot download.
  allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/, '[call-fault]', /Failed to load resource: net::ERR_FAILED/);
  await openOrders(page, 'pc', '?state=redeemed');
  await order(page, '88752').getByRole('link', { name: 'VIP lounge pass' }).click();
  const codeText = (await page.locator('[data-code-text]').textContent())!;
  const qr = page.getByRole('img', { name: texts.detail.qr.replace('{{code}}', codeText) });
  await expect(qr).toBeVisible();
  await page.getByRole('link', { name: texts.detail.toList }).click();
  await expect(order(page, '88752')).toBeVisible();

  await context.setOffline(true);
  await order(page, '88752').getByRole('link', { name: 'VIP lounge pass' }).click();
  const notice = page.locator('[data-offline-copy]');
  await expect(notice).toHaveText(/^You are offline\. This code was saved on .+\.$/);
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(qr).toBeVisible();
  await expect(page.locator('[data-code-text]')).toHaveText(codeText);
  await expectNoSeriousA11yViolations(page);

  // Back on My orders, offline: the orders this device keeps, each a tap from its code.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(notice).toHaveText(texts.offline.kept);
  await expect(orders(page)).toHaveCount(1);
  await expect(order(page, '88752')).toBeVisible();
  await page.goForward();
  await expect(notice).toBeVisible();
  await expect(qr).toBeVisible();
  await context.setOffline(false);
});
