import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Merchandise } from '../../../../schemas/points';
import { pointsClaimPrizeItem } from '../../../api/points';
import { failureKind, outcomeUnknown } from '../../../machines/pointsMall/failure';
import { redemptionMachine, type RedeemRequest } from '../../../machines/pointsMall/redemption';
import { hostOf } from '../../../site/hostOf';
import { ROUTES } from '../../../site/routes';
import { useSite } from '../../../site/SiteContext';
import { useAppHref } from '../../../site/siteParams';
import { asMallCall } from '../mallFailure';
import { useMallScope } from '../useMall';
import { pendingRedemption } from './pendingRedemption';

const claimPrize = asMallCall(pointsClaimPrizeItem);

/** Redeem success's parameter naming the order. */
export const ORDER_PARAM = 'orderId';

/**
 * One item's redemption (the redemption machine) with its call: PointsClaimPrizeItem with the
 * machine's idempotency key as requestId, one unit, a refusal rejected as its MallFailure. The
 * key is kept for the tab while its answer is out (see pendingRedemption), so an attempt cut by
 * a reload resumes with it. On success the mall's replies reload and the visitor goes to the
 * redeem-success screen.
 */
export function useRedemption(item: Merchandise) {
  const scope = useMallScope();
  const { site } = useSite();
  const navigate = useNavigate();
  const href = useAppHref();
  const [pending] = useState(() => pendingRedemption(scope, item.id));
  const [machine] = useState(() =>
    redemptionMachine.provide({
      actors: {
        redeem: fromPromise<{ orderId: string }, RedeemRequest>(async ({ input, signal }) => {
          pending.keep(input.idempotencyKey);
          const claim = { businessId: scope.businessId, language: hostOf(site).language, requestId: input.idempotencyKey };
          try {
            const order = await claimPrize({ ...claim, merchandiseId: item.id, businessSkuId: item.businessSkuId, quantity: 1 }, signal);
            pending.forget();
            return { orderId: order.id };
          } catch (failure) {
            if (!outcomeUnknown(failureKind(failure))) pending.forget();
            throw failure;
          }
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { merchandiseId: item.id, idempotencyKey: pending.read() } });
  const { changed } = scope;
  // On the transition into success, once: the navigation renders in a transition, and this
  // screen may render again meanwhile with a new navigate, which must not redeem the reload again.
  useEffect(() => {
    const subscription = actor.subscribe((next) => {
      if (!next.matches('success') || !next.context.orderId) return;
      changed();
      void navigate(href(ROUTES.pointsRedeemed, { [ORDER_PARAM]: next.context.orderId }));
    });
    return () => subscription.unsubscribe();
  }, [actor, changed, navigate, href]);
  return { snapshot, send };
}
