import type { ExhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';
import { searchable } from '../../i18n/searchText';

/**
 * Whether an entry's title, hall, category or summary holds the keyword (made searchable); every
 * entry holds an empty one. The keyword is one phrase ('hall c' is Hall C, not every hall and
 * every word with a c), which suits an agenda of a few dozen entries.
 */
export function matchesKeyword(entry: Pick<ExhibitionEvent, 'title' | 'hall' | 'category' | 'summary'>, wanted: string): boolean {
  return [entry.title, entry.hall, entry.category, entry.summary].some((field) => typeof field === 'string' && searchable(field).includes(wanted));
}
