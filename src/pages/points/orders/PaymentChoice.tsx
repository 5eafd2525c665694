import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsOrder } from '../../../../schemas/points';
import { hostOf } from '../../../site/hostOf';
import { ROUTES } from '../../../site/routes';
import { useSite } from '../../../site/SiteContext';
import { useAppHref } from '../../../site/siteParams';
import { pillButton } from '../../../theme/mixins';
import { formatAmount, paymentHref } from './payment';
import { ORDERS_NS } from './texts';

type Payment = NonNullable<PointsOrder['payment']>;

/**
 * A pending-payment order's way to pay (spec section 2: a choice of two payment methods): the
 * amount in its currency, the methods as radio buttons, and Pay, a link to the payment site
 * with the order, the method and this order's page to come back to.
 */
export function PaymentChoice({ orderId, payment }: { orderId: string; payment: Payment }) {
  const { t } = useTranslation(ORDERS_NS);
  const { site } = useSite();
  const { bventId, language } = hostOf(site);
  const href = useAppHref();
  const name = useId();
  const [method, setMethod] = useState(payment.methods[0]);
  if (!method) return null;
  const link = paymentHref({ bventId, orderId, method, returnTo: href(ROUTES.pointsOrderDetail, { id: orderId }), channelCode: site.bvent?.channelCode });
  return (
    <Box data-payment={orderId}>
      <p className="amount">{t('payment.amount', { amount: formatAmount(payment.amount, payment.currency, language) })}</p>
      <fieldset>
        <legend>{t('payment.methods')}</legend>
        {payment.methods.map((each) => (
          <label key={each}>
            <input type="radio" name={name} value={each} checked={each === method} onChange={() => setMethod(each)} />
            {t(`payment.${each}`)}
          </label>
        ))}
      </fieldset>
      {link && (
        <a href={link} className="pay">
          {t('payment.pay')}
        </a>
      )}
    </Box>
  );
}

const Box = styled.div`
  /* Above the order card's covering link, so its controls take their own clicks. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);

  .amount {
    width: 100%;
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-4);
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    float: left;
    margin-inline-end: var(--space-2);
    padding: 0;
    color: var(--color-text-muted);
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: var(--touch-target);
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--color-primary);
  }
  .pay {
    ${pillButton}
    margin-inline-start: auto;
  }
  /* Inside an order card, whose links otherwise stretch over it (linkedCard): Pay is a button-sized link of its own. */
  .pay::after {
    content: none;
  }
  .pay:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
`;
