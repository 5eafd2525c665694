/**
 * The error catalogue of spec section 8, each text in one place. Texts the visitor sees are
 * translated through the `errors` namespace by `errorKey`; the spec's own English wording stays
 * the error's message, for logs and for callers that match on it.
 */
export const catalogue = {
  noData: 'no data',
  moduleNotFound: 'no found module',
  externalSiteMustBeValue: 'external site must be value',
  noSiteInfo: 'no site info for api',
  siteInfoError: 'site info error for api',
  pageTreeError: 'page tree error for api',
  pageTreeMustBeArray: 'page tree must be array',
  timeout: 'timeout',
  abort: 'abort',
  dataNotFound: 'data not found',
  intellectualPropertyNull: 'GetIntellectualPropertyByBventId result is null',
  /** Ours, in the spirit of the two above: the spec names no text for a bad page detail. */
  pageDetailError: 'page detail error for api',
} as const;

export type GatewayErrorKind =
  | 'status' // non-200 reply
  | 'noData' // null body
  | 'business' // isSuccess false
  | 'businessCode' // isSuccess false with businessCode 111241000
  | 'homePage' // isSuccess false, first item names the page to go to
  | 'invalid' // a reply that does not match its schema
  | 'timeout'
  | 'abort'
  | 'network';

/** The code that makes the gateway reject with the code itself (spec section 8). */
export const REJECT_WITH_CODE = 111241000;

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: { path?: string; status?: number; code?: string | number; homePageId?: string; issues?: string[] } = {},
  ) {
    super(message);
  }
}

/** What kind of failure an error is: anything that is not the gateway's own account failed on the way. */
export function errorKind(error: unknown): GatewayErrorKind {
  return error instanceof GatewayError ? error.kind : 'network';
}

/** What the server said in its own words, when it said more than a status code: shown beside our translated account. */
export function serverWords(error: unknown): string {
  if (!(error instanceof GatewayError)) return '';
  if (error.kind === 'business') return error.message;
  if (error.kind === 'status' && error.message !== String(error.details.status)) return error.message;
  return '';
}
