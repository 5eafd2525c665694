import { createHash } from 'node:crypto';
import { MALL_REFUSAL, MERCHANDISE_TYPE, type ClaimRequest, type MallRefusal, type OrderState } from '../../../schemas/points';
import type { LanguageCode } from '../../../schemas/primitives';
import type { Localised, MallSeed, SeedAccount, SeedLedgerEntry, SeedMerchandise, SeedOrder } from './seed';

/**
 * One event's points mall, live for the server's lifetime: balances, stock, orders and ledgers
 * change with every redemption, cancel and invitation code. Every method is synchronous, and
 * that is the concurrency rule: Node runs one at a time, so a redemption's checks (balance,
 * grade, stock, per-visitor limit) and its writes happen with nothing in between, however many
 * requests are in flight. Keep it so: an await inside a method would break it.
 */

/** A refusal the visitor can act on: the gateway's isSuccess false with our code. */
export interface Refused {
  refused: MallRefusal;
  message: string;
}
const refuse = (refused: MallRefusal, message: string): Refused => ({ refused, message });
export const isRefused = (value: unknown): value is Refused => typeof value === 'object' && value !== null && 'refused' in value;

/** Orders in these states hold their points and stock, and count towards the per-visitor limit. */
const ACTIVE: ReadonlySet<OrderState> = new Set(['pendingPayment', 'redeemed', 'verified']);

interface Wallet {
  tiers: Set<'free' | 'premium'>;
  availablePoint: number;
  expiredPoint: number;
  protectPoint: number;
  /** Newest first. */
  orders: SeedOrder[];
  /** Newest first. */
  ledger: SeedLedgerEntry[];
  /** Idempotency keys of this account's redemptions: the order each made and what it asked for. */
  attempts: Map<string, { orderId: string; asked: string }>;
  /** Invitation codes this account has used. */
  codes: Set<string>;
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

/** The words of the ledger lines the mall writes itself. */
const SPENT: Localised = { 'zh-CN': '兑换', 'en-US': 'Redeemed ', 'zh-HK': '兌換', 'pt-PT': 'Resgatado: ' };
const REFUNDED: Localised = { 'zh-CN': '取消订单退回：', 'en-US': 'Order cancelled: ', 'zh-HK': '取消訂單退回：', 'pt-PT': 'Encomenda cancelada: ' };
const INVITED: Localised = { 'zh-CN': '邀请码', 'en-US': 'Invitation code', 'zh-HK': '邀請碼', 'pt-PT': 'Código de convite' };
const prefixed = (prefix: Localised, name: Localised): Localised =>
  ({ 'zh-CN': prefix['zh-CN'] + name['zh-CN'], 'en-US': prefix['en-US'] + name['en-US'], 'zh-HK': prefix['zh-HK'] + name['zh-HK'], 'pt-PT': prefix['pt-PT'] + name['pt-PT'] });

export class PointsMall {
  readonly #seed: MallSeed;
  readonly #stock = new Map<string, number>();
  readonly #wallets = new Map<string, Wallet>();
  #nextId: number;

  constructor(seed: MallSeed, readonly now: () => Date = () => new Date()) {
    this.#seed = seed;
    for (const item of seed.merchandise) this.#stock.set(item.id, item.stock);
    const ids = Object.values(seed.accounts).flatMap((account) => [...account.orders, ...account.ledger].map((row) => Number(row.id)));
    this.#nextId = Math.max(0, ...ids.filter(Number.isFinite)) + 1000;
  }

  get businessId(): string {
    return this.#seed.businessId;
  }
  get centerSettingId(): string {
    return this.#seed.centerSetting.id;
  }

  #wallet(account: string): Wallet {
    let wallet = this.#wallets.get(account);
    if (!wallet) {
      // An account the seed does not know starts with nothing: a new member.
      const seeded: SeedAccount = this.#seed.accounts[account] ?? { tiers: ['free'], availablePoint: 0, expiredPoint: 0, protectPoint: 0, orders: [], ledger: [] };
      wallet = {
        tiers: new Set(seeded.tiers),
        availablePoint: seeded.availablePoint,
        expiredPoint: seeded.expiredPoint,
        protectPoint: seeded.protectPoint,
        orders: seeded.orders.map((order) => ({ ...order })),
        ledger: [...seeded.ledger],
        attempts: new Map(),
        codes: new Set(),
      };
      this.#wallets.set(account, wallet);
    }
    return wallet;
  }

  #id(): string {
    return String(this.#nextId++);
  }

  #item(id: string): SeedMerchandise | undefined {
    return this.#seed.merchandise.find((item) => item.id === id);
  }

  #spent(wallet: Wallet): number {
    return wallet.orders.filter((order) => ACTIVE.has(order.state)).reduce((sum, order) => sum + order.points, 0);
  }

  #total(wallet: Wallet): number {
    return wallet.availablePoint + this.#spent(wallet) + wallet.expiredPoint;
  }

  #gradeIndex(wallet: Wallet): number {
    const total = this.#total(wallet);
    return this.#seed.grades.reduce((found, grade, index) => (total >= grade.minPoints ? index : found), 0);
  }

  #exchanged(wallet: Wallet, itemId: string): number {
    return wallet.orders.filter((order) => order.merchandiseId === itemId && ACTIVE.has(order.state)).reduce((sum, order) => sum + order.quantity, 0);
  }

  centerSetting() {
    return { id: this.#seed.centerSetting.id, businessId: this.#seed.businessId, setting: this.#seed.centerSetting.setting };
  }

  memberOpen() {
    return { ...this.#seed.memberOpen };
  }

  points(account: string, lang: LanguageCode) {
    const wallet = this.#wallet(account);
    return {
      availablePoint: wallet.availablePoint,
      expiredPoint: wallet.expiredPoint,
      pointSpent: this.#spent(wallet),
      protectPoint: wallet.protectPoint,
      totalPoint: this.#total(wallet),
      gradeName: this.#seed.grades[this.#gradeIndex(wallet)]!.name[lang],
    };
  }

  /** The items whose name holds the keyword (case aside), for this account, in seed order. */
  merchandise(account: string, lang: LanguageCode, keyword: string, pageNo: number, pageSize: number) {
    const wallet = this.#wallet(account);
    const gradeId = this.#seed.grades[this.#gradeIndex(wallet)]!.id;
    const words = keyword.trim().toLocaleLowerCase();
    const found = this.#seed.merchandise.filter((item) => item.name[lang].toLocaleLowerCase().includes(words));
    const list = found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((item) => {
      const stock = this.#stock.get(item.id) ?? 0;
      const left = item.exchangeLimit === 0 ? stock : Math.max(0, Math.min(stock, item.exchangeLimit - this.#exchanged(wallet, item.id)));
      return {
        id: item.id,
        businessSkuId: item.businessSkuId,
        name: item.name[lang],
        image: item.image,
        description: item.description[lang],
        exchangePoint: item.exchangePoint,
        remainQuantity: left,
        stock,
        exchangeLimit: item.exchangeLimit,
        isSatisfyGrade: item.gradeIds.length === 0 || item.gradeIds.includes(gradeId),
        gradeNames: item.gradeIds.flatMap((id) => this.#seed.grades.filter((grade) => grade.id === id).map((grade) => grade.name[lang])),
        merchandiseType: item.merchandiseType,
      };
    });
    return { list, total: found.length };
  }

  /**
   * A redemption: the same order again for a key this account has used with the same item and
   * quantity; else every check, then every write, with nothing in between (see the class).
   * A refused attempt leaves no trace, so its key may be retried once the reason is gone.
   */
  claim(account: string, lang: LanguageCode, request: ClaimRequest) {
    const wallet = this.#wallet(account);
    const { merchandiseId, businessSkuId, quantity } = request.item;
    const asked = JSON.stringify([merchandiseId, businessSkuId, quantity]);
    const before = wallet.attempts.get(request.requestId);
    if (before) {
      if (before.asked !== asked) return refuse(MALL_REFUSAL.keyReused, `Request ${request.requestId} was already used for another item or quantity`);
      return this.order(account, lang, before.orderId);
    }
    const item = this.#item(merchandiseId);
    if (!item || item.businessSkuId !== businessSkuId) return refuse(MALL_REFUSAL.unknownItem, `No item ${merchandiseId} (sku ${businessSkuId}) in this mall`);
    const stock = this.#stock.get(item.id) ?? 0;
    if (stock < quantity) return refuse(MALL_REFUSAL.soldOut, stock === 0 ? 'Sold out' : `Only ${stock} left`);
    const gradeId = this.#seed.grades[this.#gradeIndex(wallet)]!.id;
    if (item.gradeIds.length > 0 && !item.gradeIds.includes(gradeId)) return refuse(MALL_REFUSAL.gradeNotMet, 'Your grade cannot redeem this item');
    if (item.exchangeLimit > 0 && this.#exchanged(wallet, item.id) + quantity > item.exchangeLimit) return refuse(MALL_REFUSAL.limitReached, `Limit Reached (Max: ${item.exchangeLimit})`);
    const cost = item.exchangePoint * quantity;
    if (wallet.availablePoint < cost) return refuse(MALL_REFUSAL.notEnoughPoints, `Not enough points: ${cost} needed, ${wallet.availablePoint} available`);

    // Every check passed: the writes, together.
    const at = this.now().toISOString();
    const order: SeedOrder = { id: this.#id(), merchandiseId: item.id, quantity, points: cost, state: 'redeemed', createdAt: at };
    this.#stock.set(item.id, stock - quantity);
    wallet.availablePoint -= cost;
    wallet.orders.unshift(order);
    wallet.ledger.unshift({ id: this.#id(), kind: 'spent', points: cost, reason: prefixed(SPENT, item.name), occurredAt: at });
    wallet.attempts.set(request.requestId, { orderId: order.id, asked });
    return this.order(account, lang, order.id);
  }

  #cancellable(order: SeedOrder, item: SeedMerchandise | undefined): Refused | null {
    if (order.state === 'cancelled') return refuse(MALL_REFUSAL.alreadyCancelled, `Order ${order.id} is already cancelled`);
    if (order.state === 'refunded') return refuse(MALL_REFUSAL.notCancellable, `Order ${order.id} is refunded`);
    if (order.state === 'verified') return refuse(MALL_REFUSAL.notCancellable, `Order ${order.id} is verified and cannot be cancelled`);
    if (order.state === 'redeemed' && item?.merchandiseType === MERCHANDISE_TYPE.virtual) return refuse(MALL_REFUSAL.notCancellable, 'A virtual item cannot be cancelled after redemption');
    return null;
  }

  /** An order as its list shows it. */
  #row(order: SeedOrder, lang: LanguageCode) {
    const item = this.#item(order.merchandiseId);
    return {
      id: order.id,
      merchandiseId: order.merchandiseId,
      name: item?.name[lang] ?? order.merchandiseId,
      image: item?.image ?? null,
      merchandiseType: item?.merchandiseType ?? MERCHANDISE_TYPE.physical,
      quantity: order.quantity,
      points: order.points,
      state: order.state,
      createdAt: order.createdAt,
      cancellable: this.#cancellable(order, item) === null,
      payment: order.payment ?? null,
    };
  }

  /** An order with its codes, derived from the business and order ids: the same on every call and run. */
  #view(order: SeedOrder, lang: LanguageCode) {
    const row = this.#row(order, lang);
    const seal = hex(`${this.#seed.businessId}\n${order.id}`);
    return {
      ...row,
      // What the venue's scanner reads, and the same code in words for a visitor without a screen.
      qrCode: `MITE-MALL:${this.#seed.businessId}:${order.id}:${seal.slice(0, 12)}`,
      codeText: `${seal.slice(12, 16)} ${seal.slice(16, 20)} ${seal.slice(20, 24)}`,
      discountCode: row.merchandiseType === MERCHANDISE_TYPE.virtual ? `MITE-${seal.slice(24, 32)}` : null,
    };
  }

  orders(account: string, lang: LanguageCode, state: 'all' | OrderState, pageNo: number, pageSize: number) {
    const found = this.#wallet(account).orders.filter((order) => state === 'all' || order.state === state);
    return { list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((order) => this.#row(order, lang)), total: found.length };
  }

  order(account: string, lang: LanguageCode, orderId: string) {
    const order = this.#wallet(account).orders.find((candidate) => candidate.id === orderId);
    return order ? this.#view(order, lang) : refuse(MALL_REFUSAL.unknownOrder, `No order ${orderId} of yours`);
  }

  /** Points and stock come back here and nowhere else, once: the state leaves the active ones as they do. */
  cancel(account: string, lang: LanguageCode, orderId: string) {
    const wallet = this.#wallet(account);
    const order = wallet.orders.find((candidate) => candidate.id === orderId);
    if (!order) return refuse(MALL_REFUSAL.unknownOrder, `No order ${orderId} of yours`);
    const item = this.#item(order.merchandiseId);
    const refusal = this.#cancellable(order, item);
    if (refusal) return refusal;
    order.state = 'cancelled';
    wallet.availablePoint += order.points;
    this.#stock.set(order.merchandiseId, (this.#stock.get(order.merchandiseId) ?? 0) + order.quantity);
    const name = item?.name ?? { 'zh-CN': order.id, 'en-US': order.id, 'zh-HK': order.id, 'pt-PT': order.id };
    wallet.ledger.unshift({ id: this.#id(), kind: 'refunded', points: order.points, reason: prefixed(REFUNDED, name), occurredAt: this.now().toISOString() });
    return this.#view(order, lang);
  }

  ledger(account: string, lang: LanguageCode, pageNo: number, pageSize: number) {
    const all = this.#wallet(account).ledger;
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((entry) => ({ ...entry, reason: entry.reason[lang] }));
    return { list, total: all.length };
  }

  grades(account: string, lang: LanguageCode) {
    const wallet = this.#wallet(account);
    const index = this.#gradeIndex(wallet);
    const next = this.#seed.grades[index + 1];
    return {
      grades: this.#seed.grades.map((grade) => ({ id: grade.id, name: grade.name[lang], minPoints: grade.minPoints, benefits: grade.benefits[lang] })),
      tiers: this.#seed.tiers.map((tier) => ({ tier: tier.tier, name: tier.name[lang], isMember: wallet.tiers.has(tier.tier), benefits: tier.benefits[lang] })),
      currentGradeId: this.#seed.grades[index]!.id,
      next: next ? { gradeId: next.id, name: next.name[lang], pointsNeeded: next.minPoints - this.#total(wallet) } : null,
    };
  }

  /** An invitation code's points, once per account and code. */
  invite(account: string, code: string) {
    const wallet = this.#wallet(account);
    const known = this.#seed.invitationCodes.find((candidate) => candidate.code.toUpperCase() === code.trim().toUpperCase());
    if (!known) return refuse(MALL_REFUSAL.invalidInvitation, 'Invalid invitation code');
    if (wallet.codes.has(known.code)) return refuse(MALL_REFUSAL.invitationUsed, 'You have already used this invitation code');
    wallet.codes.add(known.code);
    wallet.availablePoint += known.points;
    wallet.ledger.unshift({ id: this.#id(), kind: 'earned', points: known.points, reason: INVITED, occurredAt: this.now().toISOString() });
    return { pointsAwarded: known.points, availablePoint: wallet.availablePoint };
  }
}
