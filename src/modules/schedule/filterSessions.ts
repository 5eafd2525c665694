import { searchable, searchWords } from '../../i18n/searchText';
import type { ScheduleItem } from '../../../schemas/content/schedule';

/** The visitor's choices above the list: a type, a venue (empty: all) and search words. */
export interface FilterValue {
  typeId: string;
  venueId: string;
  keyword: string;
}

export const NO_FILTER: FilterValue = { typeId: '', venueId: '', keyword: '' };

// Made searchable once per session object, not once per keystroke: a day holds hundreds of sessions.
const searchText = new WeakMap<ScheduleItem, string>();

function textOf(item: ScheduleItem): string {
  let text = searchText.get(item);
  if (text === undefined) {
    text = searchable([item.title, item.topic ?? '', item.venue?.name ?? '', item.scheduleType?.name ?? '', ...item.speakers.map((speaker) => speaker.fullName)].join('\n'));
    searchText.set(item, text);
  }
  return text;
}

/**
 * The sessions of the chosen type and venue holding every word of the keyword in their title,
 * topic, venue, type or a speaker's name, whatever the case and accents.
 */
export function filterSessions<T extends ScheduleItem>(items: readonly T[], { typeId, venueId, keyword }: FilterValue): T[] {
  const words = searchWords(keyword);
  return items.filter(
    (item) =>
      (!typeId || item.scheduleType?.id === typeId) && (!venueId || item.venue?.id === venueId) && words.every((word) => textOf(item).includes(word)),
  );
}
