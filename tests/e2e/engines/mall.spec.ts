// The points mall's redemption and an order's redemption code in every engine, signed in as demo
// through the real provider, each engine at its visitors' size (lane.ts): an iPhone at the venue's
// desk is where points are exchanged.
// A redemption changes the mall's state, so the file has a server of its own, and the test
// measures from the balance it finds.
import pointsMall from '../../../fixtures/demo-expo/pointsMall.json' with { type: 'json' };
import { CALLS } from '../../../schemas/calls';
import { MALL_BUSINESS_TYPE } from '../../../schemas/points';
import mallTexts from '../../../src/machines/pointsMall/locales/en-US.json' with { type: 'json' };
import pointsTexts from '../../../src/pages/points/locales/en-US.json' with { type: 'json' };
import ordersTexts from '../../../src/pages/points/orders/locales/en-US.json' with { type: 'json' };
import productsTexts from '../../../src/pages/points/products/locales/en-US.json' with { type: 'json' };
import { DEMO, PROVIDER_FAVICON } from '../auth/strongSupport';
import { drawn } from '../qrCode';
import { expect, inOtherEngines } from './lane';
import { clickWhenShown, FIRST_LOAD, ownProviderServer, signInAtProvider } from './signInSteps';
import { addressOf, clickOn, textOf, type Visitor } from './visitor';

const server = ownProviderServer();
/** The demo expo in English. */
const SITE = '1001';
/** Any visitor may take the notebook (no limit, no grade, stock 50): each run's redemption succeeds. */
const NOTEBOOK = pointsMall.merchandise.find((item) => item.id === '88718')!;
const mallAddress = (path: string) => `${server().url}/site${path}${path.includes('?') ? '&' : '?'}siteId=${SITE}`;
const points = (number: number) => productsTexts.facts.points.replace('{{number}}', number.toLocaleString('en-US'));
const heading = (visitor: Visitor) => textOf(visitor, 'h1').catch(() => '');

/** An order's codes as the gateway gives them now, asked with the page's own token. */
const orderCodes = (visitor: Visitor, orderId: string) =>
  visitor.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      const reply = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return ((await reply.json()) as { returnObj: { qrCode: string; codeText: string } }).returnObj;
    },
    { path: CALLS['Order/GetPointsOrderDetail'].path.replace(/^\/*/, '/'), body: { businessId: pointsMall.businessId, businessType: MALL_BUSINESS_TYPE, orderId } },
  );

/** The QR code as drawn: its box, its grid and its dark modules, read from the SVG in the page. */
const shownCode = (visitor: Visitor, label: string) =>
  visitor.evaluate((label) => {
    const code = [...document.querySelectorAll('svg[role="img"]')].find((svg) => svg.getAttribute('aria-label') === label);
    if (!code) return null;
    const { width, height } = code.getBoundingClientRect();
    return { width, height, viewBox: code.getAttribute('viewBox'), modules: code.querySelector('path[fill="#000000"]')?.getAttribute('d') ?? null };
  }, label);

inOtherEngines(
  'the mall redeems an item once confirmed, the balance falls by its price, and the order shows a QR code that holds its code',
  async ({ open, allowErrors }) => {
    allowErrors(PROVIDER_FAVICON);
    const visitor = await open();
    // Signed out, the mall asks for a sign-in and comes back to the screen it was asked from.
    await visitor.open(mallAddress('/points/index'));
    await clickWhenShown(visitor, '#main button', pointsTexts.login.action);
    await signInAtProvider(visitor, DEMO);
    const balance = () => textOf(visitor, '[data-points-summary] [data-figure="availablePoint"]').catch(() => '');
    await expect.poll(balance, FIRST_LOAD).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(new URL(await addressOf(visitor)).pathname).toBe('/site/points/index');
    const before = Number((await balance()).replace(/\D/g, ''));

    await visitor.open(mallAddress(`/points/detail/index?id=${NOTEBOOK.id}`));
    await expect.poll(() => heading(visitor), FIRST_LOAD).toBe(NOTEBOOK.name['en-US']);
    await clickWhenShown(visitor, `article[data-merchandise="${NOTEBOOK.id}"] button`, mallTexts.status.normal);
    await expect.poll(() => textOf(visitor, 'dialog[open] h2')).toBe(mallTexts.redeem.confirm);
    await clickOn(visitor, 'dialog[open] button', productsTexts.redeem.confirm);

    await expect.poll(() => heading(visitor), FIRST_LOAD).toBe(mallTexts.redeem.success);
    const orderId = new URL(await addressOf(visitor)).searchParams.get('orderId');
    expect(orderId).toMatch(/^\d+$/);
    await expect.poll(() => textOf(visitor, '[data-figure="points"]')).toBe(points(NOTEBOOK.exchangePoint));
    expect(await textOf(visitor, '[data-figure="availablePoint"]')).toBe(points(before - NOTEBOOK.exchangePoint));

    // The new order's detail: the code the desk scans, drawn module for module, and its text beside it.
    await clickOn(visitor, 'a', productsTexts.success.order);
    await expect.poll(() => heading(visitor), FIRST_LOAD).toBe(NOTEBOOK.name['en-US']);
    expect(await addressOf(visitor)).toContain(`/site/points/orderDetail/index?siteId=${SITE}&id=${orderId}`);
    const live = await orderCodes(visitor, orderId!);
    await expect.poll(() => textOf(visitor, '[data-code-text]')).toBe(live.codeText);
    const code = await shownCode(visitor, ordersTexts.detail.qr.replace('{{code}}', live.codeText));
    expect(code, 'the QR code, named by its code').not.toBeNull();
    expect(code!.width).toBeGreaterThanOrEqual(200);
    expect(code!.height).toBeCloseTo(code!.width, 0);
    expect({ viewBox: code!.viewBox, modules: code!.modules }).toEqual(drawn(live.qrCode));
  },
);
