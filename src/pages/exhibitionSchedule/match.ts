import type { ExhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';

/**
 * Text as the search compares it: compatibility forms unified (full-width Ａ is A), accents
 * dropped (NFKD, then combining marks removed: 'cerimonia' finds 'Cerimónia'), lower case, and
 * runs of white space as one space.
 */
export function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether an entry's title, hall, category or summary holds the keyword, both folded; every
 * entry holds an empty one. The keyword is one phrase ('hall c' is Hall C, not every hall and
 * every word with a c), which suits an agenda of a few dozen entries.
 */
export function matchesKeyword(entry: Pick<ExhibitionEvent, 'title' | 'hall' | 'category' | 'summary'>, foldedKeyword: string): boolean {
  return [entry.title, entry.hall, entry.category, entry.summary].some((field) => typeof field === 'string' && folded(field).includes(foldedKeyword));
}
