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
