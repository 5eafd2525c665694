import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import type { FixtureBundle } from '../../../fixtures/index';
import { MERCHANDISE_TYPE, ORDER_STATES, paymentMethod } from '../../../schemas/points';
import { languageCode, type LanguageCode } from '../../../schemas/primitives';

/**
 * The points mall a bundle seeds, from `<bundle>/pointsMall.json` (beside manifest.json, not in
 * an `<Area>/<Call>/` folder: it is the mall's starting state, not a recorded reply). One file
 * holds the event's centre, grades, tiers, invitation codes, items (with their stock now) and,
 * per account id, its points, orders and ledger. Texts are per language (all four). What the
 * accounts have exchanged is read from their active orders, and pointSpent and totalPoint from
 * orders and balances, so the seed cannot disagree with itself. Checked when the server starts:
 * a bad seed stops it with the path of each issue.
 */
const SEED_FILE = 'pointsMall.json';

const localised = z.record(languageCode, z.string());
const localisedList = z.record(languageCode, z.array(z.string()));
const count = z.int().check(z.minimum(0));
const at = z.iso.datetime({ offset: true });

const seedOrder = z.strictObject({
  id: z.string(),
  merchandiseId: z.string(),
  quantity: z.int().check(z.minimum(1)),
  points: count,
  state: z.enum(ORDER_STATES),
  createdAt: at,
  payment: z.optional(z.strictObject({ amount: z.string(), currency: z.string(), methods: z.array(paymentMethod) })),
});
export type SeedOrder = z.infer<typeof seedOrder>;

const seedLedgerEntry = z.strictObject({ id: z.string(), kind: z.enum(['earned', 'spent', 'expired', 'refunded']), points: count, reason: localised, occurredAt: at });
export type SeedLedgerEntry = z.infer<typeof seedLedgerEntry>;

const seedAccount = z.strictObject({
  tiers: z.array(z.enum(['free', 'premium'])),
  availablePoint: count,
  expiredPoint: count,
  protectPoint: count,
  orders: z.array(seedOrder),
  ledger: z.array(seedLedgerEntry),
});
export type SeedAccount = z.infer<typeof seedAccount>;

const seedMerchandise = z.strictObject({
  id: z.string(),
  businessSkuId: z.string(),
  name: localised,
  description: localised,
  image: z.string(),
  exchangePoint: count,
  stock: count,
  exchangeLimit: count,
  /** Grade ids the item is for; empty: any grade. */
  gradeIds: z.array(z.string()),
  merchandiseType: z.union([z.literal(MERCHANDISE_TYPE.physical), z.literal(MERCHANDISE_TYPE.virtual)]),
});
export type SeedMerchandise = z.infer<typeof seedMerchandise>;

export const mallSeed = z.strictObject({
  businessId: z.string(),
  centerSetting: z.strictObject({ id: z.string(), setting: z.unknown() }),
  memberOpen: z.strictObject({ isOpenFreeMember: z.boolean(), isOpenPremiumMember: z.boolean() }),
  /** Lowest first: a visitor's grade is the last whose minPoints their totalPoint reaches. */
  grades: z.array(z.strictObject({ id: z.string(), name: localised, minPoints: count, benefits: localisedList })).check(z.minLength(1)),
  tiers: z.array(z.strictObject({ tier: z.enum(['free', 'premium']), name: localised, benefits: localisedList })),
  invitationCodes: z.array(z.strictObject({ code: z.string(), points: count })),
  merchandise: z.array(seedMerchandise),
  accounts: z.record(z.string(), seedAccount),
});
export type MallSeed = z.infer<typeof mallSeed>;

export type Localised = Record<LanguageCode, string>;

/** Every bundle's seed, the chosen bundle's first; a bundle without one has no mall. */
export function mallSeeds(bundles: readonly FixtureBundle[]): MallSeed[] {
  return bundles.flatMap((bundle) => {
    const file = path.join(bundle.dir, SEED_FILE);
    if (!fs.existsSync(file)) return [];
    const parsed = mallSeed.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    return [parsed.data];
  });
}
