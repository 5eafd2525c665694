/**
 * The history state a search result hands the detail page: the entry below it is the search,
 * so the detail's "back to the search" goes back to it, keyword and scroll as they were,
 * instead of opening a new, empty search.
 */
export const FROM_SEARCH = { fromAgendaSearch: true } as const;

export function cameFromSearch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).fromAgendaSearch === true;
}
