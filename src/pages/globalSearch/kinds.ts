import type { Navigation } from '../../../schemas/navigation';

/** What the site search looks through (module types), in the order shown when the navigation names none. */
export const SEARCH_KINDS = ['speaker', 'schedule', 'news', 'picture', 'video', 'document', 'partners'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/**
 * The kinds the navigation's `searchModules` names, in its order, leaving out types the search
 * cannot look through; when it names none of those, every kind.
 */
export function kindsOf(navigation: Navigation | null | undefined): SearchKind[] {
  const named = [...new Set(navigation?.searchModules ?? [])].filter(isKind);
  return named.length > 0 ? named : [...SEARCH_KINDS];
}
