import { MALL_REFUSAL } from '../../../schemas/points';
import { MallFailure, type MallFailureKind } from '../../machines/pointsMall/failure';
import { GatewayError } from '../../platform/errors';

/** The gateway's refusal codes (ours) the visitor is told apart; others read as a network failure. */
const BY_CODE: Partial<Record<string, MallFailureKind>> = {
  [MALL_REFUSAL.notEnoughPoints]: 'insufficientPoints',
  [MALL_REFUSAL.gradeNotMet]: 'grade',
  [MALL_REFUSAL.limitReached]: 'limit',
  [MALL_REFUSAL.soldOut]: 'soldOut',
  [MALL_REFUSAL.notCancellable]: 'notCancellable',
  [MALL_REFUSAL.alreadyCancelled]: 'notCancellable',
};

/**
 * What a failed mall call means to the machines (redemption, order cancel): the gateway's
 * refusal code, a refused credential, a timeout, or no network at all; anything else counts as
 * the network.
 */
export function mallFailure(error: unknown): MallFailure {
  if (!(error instanceof GatewayError)) return new MallFailure('network');
  if (error.details.status === 401) return new MallFailure('notSignedIn');
  if (error.kind === 'timeout') return new MallFailure('timeout');
  // The venue's Wi-Fi dropped: the visitor is told it needs a connection, not that the server failed.
  if (error.kind === 'network' && !navigator.onLine) return new MallFailure('offline');
  return new MallFailure(BY_CODE[String(error.details.code)] ?? 'network');
}

/** A mall call whose failure rejects with the MallFailure the machines read. */
export const asMallCall =
  <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
  (...args: A): Promise<T> =>
    call(...args).catch((error: unknown) => {
      throw mallFailure(error);
    });

/** The call never reached the gateway (no network): what a visitor offline at the venue meets. */
export const isNetworkError = (error: unknown) => error instanceof GatewayError && error.kind === 'network';

/** An order the gateway does not know for this visitor, or an empty reply: the spec's 'no data', like any detail page's unknown id. */
export const isUnknownOrder = (error: unknown) => error instanceof GatewayError && (error.kind === 'noData' || error.details.code === MALL_REFUSAL.unknownOrder);
