import type { LedgerEntry } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';

/** Points earned or given back raise the balance; spent and expired points lower it. */
const RAISES: ReadonlySet<LedgerEntry['kind']> = new Set(['earned', 'refunded']);

/** A movement's amount signed the way it moved the balance ("+830", "−100": the minus sign, not a hyphen), digits grouped. */
export const signedPoints = (entry: Pick<LedgerEntry, 'kind' | 'points'>) => `${RAISES.has(entry.kind) ? '+' : '\u2212'}${formatNumber(entry.points)}`;
