import { eventIdOf, site } from '../../schemas/site';

/** The event a recorded GetSiteById reply's site belongs to, read as the client reads it; null for a reply that is no site. */
export function recordedEventOf(reply: unknown): string | null {
  const parsed = site.safeParse((reply as { returnObj?: unknown } | null)?.returnObj);
  return parsed.success ? eventIdOf(parsed.data) : null;
}
