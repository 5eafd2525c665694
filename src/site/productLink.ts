import { absoluteAddress } from '../platform/absoluteAddress';
import { config } from '../platform/config';

/** The query parameter other products read the event's channel code from (spec section 2). */
export const CHANNEL_CODE_PARAM = 'cc';

/**
 * An address in another product (spec section 2, "Links out to other products"): the base
 * address with the query set on it (parameters already there kept) and the event's channel code
 * appended as cc. Null when the base is missing or not http(s), so no entry links nowhere.
 */
export function productLink(
  base: string | null | undefined,
  query: Record<string, string | null | undefined>,
  channelCode?: string | null,
): string | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  if (channelCode) url.searchParams.set(CHANNEL_CODE_PARAM, channelCode);
  return url.toString();
}

/** The origin of an address as the page at `pageAddress` reads it; null for none (an empty setting) or one that does not parse. */
function originOf(address: string, pageAddress: string): string | null {
  const absolute = absoluteAddress(address, pageAddress);
  return absolute && new URL(absolute).origin;
}

/** Whether an address leaves the origin of the page at `pageAddress`: those open in a new tab, the site's own in place. */
export const leavesSite = (address: string, pageAddress: string): boolean => originOf(address, pageAddress) !== new URL(pageAddress).origin;

/**
 * A link out of the site with the event's channel code as cc, so a sign-up there keeps its
 * source. A file is not a link out: an address on the site's own origin, the file server or
 * the file viewer stays as it is (a signed file address breaks with one parameter more), as does
 * one that is not http(s).
 */
export function withChannelCode(href: string, channelCode: string | null, pageAddress: string): string {
  const origin = originOf(href, pageAddress);
  if (!channelCode || !origin) return href;
  const { fileServer, fileViewer } = config();
  if ([new URL(pageAddress).origin, originOf(fileServer, pageAddress), originOf(fileViewer, pageAddress)].includes(origin)) return href;
  return productLink(href, {}, channelCode) ?? href;
}
