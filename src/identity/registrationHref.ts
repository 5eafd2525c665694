import { productLink } from '../site/productLink';

/**
 * Query parameters the registration product reads (spec section 2: "registration page with
 * source mark and return address"): where the visitor came from, where to send them back
 * after registering, and which event they register for.
 */
export const SOURCE_PARAM = 'source';
export const SOURCE_MARK = 'minisite';
export const RETURN_URL_PARAM = 'returnUrl';
export const EVENT_PARAM = 'bventId';

export function registrationQuery(bventId: string, returnUrl: string): Record<string, string> {
  return { [SOURCE_PARAM]: SOURCE_MARK, [RETURN_URL_PARAM]: returnUrl, [EVENT_PARAM]: bventId };
}

/**
 * The registration page's address with the source mark, the return address, the event id and
 * the channel code added (existing parameters kept); null when there is no usable base address.
 */
export function registrationHref(base: string | null | undefined, bventId: string, returnUrl: string, channelCode?: string | null): string | null {
  return productLink(base, registrationQuery(bventId, returnUrl), channelCode);
}
