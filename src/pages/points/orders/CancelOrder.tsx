import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { fromPromise } from 'xstate';
import { MERCHANDISE_TYPE, type PointsOrderDetail } from '../../../../schemas/points';
import { cancelPointsOrder } from '../../../api/points';
import { failureText } from '../../../machines/pointsMall/failure';
import { orderCancelMachine, refusalText } from '../../../machines/pointsMall/orderCancel';
import type { MallText } from '../../../machines/pointsMall/texts';
import { Modal } from '../../../theme/Modal';
import { dialogBox, outlineButton, pillButton } from '../../../theme/mixins';
import { asMallCall } from '../mallFailure';
import { POINTS_MALL_NS } from '../texts';
import { useMallScope } from '../useMall';
import { keepCode } from './storedCodes';
import { ORDERS_NS } from './texts';

const cancelCall = asMallCall(cancelPointsOrder);

/** A virtual item is delivered when it is redeemed: from then on it can never be cancelled (spec section 5). */
const delivered = (order: PointsOrderDetail) => order.merchandiseType === MERCHANDISE_TYPE.virtual && (order.state === 'redeemed' || order.state === 'verified');

/**
 * Cancelling the order (spec sections 2 and 5) through the order-cancel machine: Cancel order,
 * 'Are you sure you want to cancel the order?' in the one modal, then the call, once however
 * often Yes is pressed (the machine is busy until it answers). Once cancelled the order's
 * stored code is forgotten and the mall's balances reload. A delivered virtual item says why it
 * cannot be cancelled instead.
 */
export function CancelOrder({ order }: { order: PointsOrderDetail }) {
  const { t } = useTranslation([ORDERS_NS, POINTS_MALL_NS]);
  const scope = useMallScope();
  const [snapshot, send] = useMachine(
    orderCancelMachine.provide({
      actors: {
        cancelOrder: fromPromise(async ({ input, signal }) => {
          const cancelled = await cancelCall(scope.businessId, input.orderId, signal);
          keepCode(scope.account, cancelled);
          scope.changed();
        }),
      },
    }),
    { input: { orderId: order.id, isVirtual: delivered(order) } },
  );
  const said = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  const say = (text: MallText) => t(text.key, text.values);
  const done = snapshot.matches('cancelled');
  const failure = snapshot.context.failure;

  // The button that opened the dialog is gone once the call has answered: focus goes to what it said.
  useEffect(() => {
    if (done || failure) said.current?.focus();
  }, [done, failure]);

  const refusal = snapshot.context.refusal;
  if (refusal) {
    return (
      <Box>
        <p className="why" data-cancel-refusal={refusal}>
          {say(refusalText(refusal))}
        </p>
      </Box>
    );
  }
  const asking = snapshot.matches('asking') || snapshot.matches('cancelling');
  const busy = snapshot.matches('cancelling');
  let outcome = '';
  if (done) outcome = t(`${POINTS_MALL_NS}:cancel.success`);
  else if (failure) outcome = say(failureText(failure));

  return (
    <Box>
      <p role="status" ref={said} tabIndex={-1} className={failure ? 'outcome failed' : 'outcome'}>
        {outcome}
      </p>
      {failure && (
        <div className="actions">
          <button type="button" className="secondary" onClick={() => send({ type: 'DISMISS' })}>
            {t('detail.dismiss')}
          </button>
          <button type="button" className="primary" onClick={() => send({ type: 'RETRY' })}>
            {t('common:retry')}
          </button>
        </div>
      )}
      {order.cancellable && !done && !failure && (
        <button type="button" className="secondary" onClick={() => send({ type: 'CANCEL_ORDER' })}>
          {t('detail.cancel')}
        </button>
      )}
      {asking && (
        <Dialog aria-labelledby={questionId} aria-busy={busy} onClose={() => send({ type: 'DISMISS' })} data-cancel-dialog="">
          <p id={questionId}>{t(`${POINTS_MALL_NS}:cancel.confirm`)}</p>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => send({ type: 'DISMISS' })} disabled={busy}>
              {t('detail.keep')}
            </button>
            <button type="button" className="primary" onClick={() => send({ type: 'CONFIRM' })} aria-disabled={busy}>
              {busy ? t(`${POINTS_MALL_NS}:cancel.cancelling`) : t('detail.confirmCancel')}
            </button>
          </div>
        </Dialog>
      )}
    </Box>
  );
}

const actions = css`
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--space-3);
  }
  .primary {
    ${pillButton}
  }
  .secondary {
    ${outlineButton}
  }
`;

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-3);

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .outcome {
    font-weight: 600;
  }
  .failed,
  .why {
    color: var(--color-text-muted);
  }
  ${actions}
`;

const Dialog = styled(Modal)`
  width: min(420px, calc(100vw - var(--space-6) * 2));
  ${dialogBox}
  p {
    margin: 0 0 var(--space-5);
    font-size: var(--font-size-lg);
    font-weight: 600;
  }
  ${actions}
`;
