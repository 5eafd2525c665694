import { describe, expect, it } from 'vitest';
import { MALL_REFUSAL } from '../../../schemas/points';
import { GatewayError } from '../../../src/platform/errors';
import { asMallCall, mallFailure } from '../../../src/pages/points/mallFailure';

const refused = (code: string) => new GatewayError('business', 'refused', { code });

describe('mall failures as the machines read them', () => {
  it.each([
    [MALL_REFUSAL.notEnoughPoints, 'insufficientPoints'],
    [MALL_REFUSAL.gradeNotMet, 'grade'],
    [MALL_REFUSAL.limitReached, 'limit'],
    [MALL_REFUSAL.soldOut, 'soldOut'],
    [MALL_REFUSAL.notCancellable, 'notCancellable'],
    [MALL_REFUSAL.alreadyCancelled, 'notCancellable'],
    [MALL_REFUSAL.unknownItem, 'network'],
  ])('refusal %s is %s', (code, kind) => {
    expect(mallFailure(refused(code)).kind).toBe(kind);
  });

  it('a refused credential, a timeout and anything else', () => {
    expect(mallFailure(new GatewayError('status', '401', { status: 401 })).kind).toBe('notSignedIn');
    expect(mallFailure(new GatewayError('timeout', 'timeout')).kind).toBe('timeout');
    expect(mallFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('a wrapped call resolves as it was and rejects with the failure', async () => {
    await expect(asMallCall((n: number) => Promise.resolve(n * 2))(21)).resolves.toBe(42);
    await expect(asMallCall(() => Promise.reject(refused(MALL_REFUSAL.soldOut)))()).rejects.toMatchObject({ kind: 'soldOut' });
  });
});
