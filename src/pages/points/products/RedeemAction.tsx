import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Merchandise } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';
import { failureText } from '../../../machines/pointsMall/failure';
import { Modal } from '../../../theme/Modal';
import { dialogBox, outlineButton, pillButton } from '../../../theme/mixins';
import { useRedemption } from './useRedemption';
import { POINTS_MALL_NS, PRODUCTS_NS } from './texts';

/**
 * The redeem button of an item the visitor may redeem, and the one modal asking 'Confirm
 * redemption?' (spec section 5). While the request is out the confirm button is busy and the
 * machine hears nothing, so a double click sends one request; a failure says why and offers a
 * retry with the same key.
 */
export function RedeemAction({ item }: { item: Merchandise }) {
  const { t } = useTranslation([PRODUCTS_NS, POINTS_MALL_NS]);
  const { snapshot, send } = useRedemption(item);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const redeeming = snapshot.matches('redeeming');
  const failed = snapshot.matches('failed');
  const asking = snapshot.matches('confirming') || redeeming;
  const unfinished = snapshot.matches('idle') && snapshot.context.idempotencyKey !== null;
  return (
    <>
      {unfinished && <p className="unfinished">{t('redeem.unfinished')}</p>}
      <Redeem ref={setOpener} type="button" onClick={() => send({ type: 'REDEEM' })}>
        {t('points-mall:status.normal')}
      </Redeem>
      {(asking || failed) && (
        // A new dialog for the failure: focus goes to its first action, and Escape closes it afresh.
        <Dialog key={failed ? 'failed' : 'asking'} aria-labelledby="redeem-title" returnFocus={opener} onClose={() => send({ type: failed ? 'RESET' : 'DISMISS' })}>
          <h2 id="redeem-title">{failed ? t('redeem.failedTitle') : t('points-mall:redeem.confirm')}</h2>
          <p className="item">
            {item.name}
            <span>{t('facts.points', { number: formatNumber(item.exchangePoint) })}</span>
          </p>
          {failed ? (
            <p role="alert" className="failure">
              {t(failureText(snapshot.context.failure ?? 'network').key)}
            </p>
          ) : (
            <p role="status" className="progress">
              {redeeming ? t('points-mall:redeem.redeeming') : ''}
            </p>
          )}
          <div className="actions">
            {failed ? (
              <>
                <button type="button" className="secondary" onClick={() => send({ type: 'RESET' })}>
                  {t('redeem.close')}
                </button>
                <button type="button" className="primary" onClick={() => send({ type: 'RETRY' })}>
                  {t('common:retry')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="secondary" aria-disabled={redeeming} onClick={() => send({ type: 'DISMISS' })}>
                  {t('redeem.cancel')}
                </button>
                <button type="button" className="primary" aria-disabled={redeeming} aria-busy={redeeming} onClick={() => send({ type: 'CONFIRM' })}>
                  {t('redeem.confirm')}
                </button>
              </>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}

const Redeem = styled.button`
  ${pillButton}
  justify-self: start;
`;

const Dialog = styled(Modal)`
  ${dialogBox}
  width: min(420px, calc(100vw - 2 * var(--page-gutter)));
  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  .item {
    display: grid;
    gap: var(--space-1);
    margin: var(--space-3) 0 0;
    overflow-wrap: anywhere;
  }
  .item span {
    color: var(--color-text-muted);
  }
  .progress,
  .failure {
    min-height: 1.5em;
    margin: var(--space-3) 0 0;
  }
  .failure {
    color: var(--color-danger);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--space-3);
    margin-top: var(--space-5);
  }
  .primary {
    ${pillButton}
  }
  .secondary {
    ${outlineButton}
  }
  [aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
`;
