import * as z from 'zod/mini';
import { pointsOrderDetail, type OrderState, type PointsOrderDetail } from '../../../../schemas/points';
import { getStoredOrEmpty, personalKey, removeStored, setStored, storedKeys } from '../../../platform/storage';

/**
 * The order details a visitor has opened, kept on the device so that the redemption code is
 * there at the venue without a network. Per account and order, until they sign out; what is read back is as
 * untrusted as any reply, so it is parsed by the order's own schema.
 */
// savedAt must be a readable time (z.iso would put zod's date formats into every page's first load).
const savedAt = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const stored = z.object({ savedAt, order: pointsOrderDetail });
export type StoredCode = z.infer<typeof stored>;

/** A cancelled or refunded order's code no longer redeems anything. */
const NO_VALID_CODE: ReadonlySet<OrderState> = new Set(['cancelled', 'refunded']);
export const hasValidCode = (state: OrderState) => !NO_VALID_CODE.has(state);

// Personal: a sign-out forgets them (platform/storage.ts).
const keyOf = (account: string, orderId: string) => personalKey(`points-order-code:${account}:${orderId}`);
const accountPrefix = (account: string) => keyOf(account, '');

/** Keeps the order as just read (with when), or forgets it once its code is no longer valid. */
export function keepCode(account: string, order: PointsOrderDetail, now = new Date()): void {
  const key = keyOf(account, order.id);
  if (hasValidCode(order.state)) setStored(key, JSON.stringify({ savedAt: now.toISOString(), order } satisfies StoredCode));
  else removeStored(key);
}

/** The copy kept of this account's order, or null (none, or unreadable). */
export function storedCode(account: string, orderId: string): StoredCode | null {
  const text = getStoredOrEmpty(keyOf(account, orderId));
  if (!text) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.order.id === orderId && hasValidCode(parsed.data.order.state) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every order this account has kept on the device, the newest order first. */
export function storedCodes(account: string): StoredCode[] {
  const prefix = accountPrefix(account);
  const kept = storedKeys(prefix).flatMap((key) => storedCode(account, key.slice(prefix.length)) ?? []);
  return kept.sort((a, b) => Date.parse(b.order.createdAt) - Date.parse(a.order.createdAt) || b.order.id.localeCompare(a.order.id));
}
