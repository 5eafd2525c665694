import type { LanguageCode } from '../../../../schemas/primitives';
import { productLink } from '../../../site/productLink';
import { ROUTER_BASENAME } from '../../../platform/clientBase';
import { config } from '../../../platform/config';
import { ownAddress } from '../../../platform/ownAddress';

/** What the payment site reads (ours): the order, the way the visitor chose and where to come back to. */
export const PAYMENT_PARAMS = { event: 'bventId', order: 'orderNo', method: 'payMethod', returnUrl: 'returnUrl' } as const;

/** An amount in its currency in the visitor's language; a currency Intl does not know is shown by its code. */
export function formatAmount(amount: string, currency: string, language: LanguageCode): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${currency} ${amount}`;
  }
}

interface Payment {
  bventId: string;
  orderId: string;
  method: string;
  /** The in-app address (siteId kept) of the order to come back to once paid. */
  returnTo: string;
  channelCode?: string | null;
}

/**
 * The payment site's address for one order (spec section 3's payment address), or null when
 * the deployment names none. The return address is checked to be one of our own pages on this
 * origin before it is handed to another site.
 */
export function paymentHref({ bventId, orderId, method, returnTo, channelCode }: Payment): string | null {
  const back = ownAddress(`${ROUTER_BASENAME}${returnTo}`, window.location.origin);
  if (!back) return null;
  const query = { [PAYMENT_PARAMS.event]: bventId, [PAYMENT_PARAMS.order]: orderId, [PAYMENT_PARAMS.method]: method, [PAYMENT_PARAMS.returnUrl]: back.href };
  return productLink(config().payment, query, channelCode);
}
