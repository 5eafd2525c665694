import type { MallText } from './texts';

/** Why a redemption or a cancel did not go through, as the visitor is told. */
export type MallFailureKind = 'insufficientPoints' | 'limit' | 'soldOut' | 'grade' | 'notSignedIn' | 'notCancellable' | 'network' | 'offline' | 'timeout';

/**
 * Thrown by the injected call with what went wrong; the mall's gateway code maps the
 * gateway's answers and its timeouts onto these kinds. Any other error counts as network.
 */
export class MallFailure extends Error {
  constructor(readonly kind: MallFailureKind) {
    super(`points mall: ${kind}`);
    this.name = 'MallFailure';
  }
}

export const failureKind = (error: unknown): MallFailureKind => (error instanceof MallFailure ? error.kind : 'network');

/**
 * A timeout or a lost reply: the gateway may have done what was asked, so a retry must send the
 * same key. Offline too: the browser may have lost the network with the request on its way.
 */
export const outcomeUnknown = (kind: MallFailureKind | null): boolean => kind === 'timeout' || kind === 'network' || kind === 'offline';

const FAILURE_TEXTS: Record<MallFailureKind, MallText['key']> = {
  insufficientPoints: 'points-mall:failure.insufficientPoints',
  limit: 'points-mall:failure.limit',
  soldOut: 'points-mall:failure.soldOut',
  grade: 'points-mall:failure.grade',
  notCancellable: 'points-mall:failure.notCancellable',
  offline: 'points-mall:failure.offline',
  // The catalogue already words these (spec sections 5 and 8).
  notSignedIn: 'errors:notLoggedIn',
  network: 'errors:gateway.network',
  timeout: 'errors:gateway.timeout',
};

export const failureText = (kind: MallFailureKind): MallText => ({ key: FAILURE_TEXTS[kind] });
