import type { Activity } from '../../../schemas/content/activity';
import { searchable } from '../../i18n/searchText';

/** The words a keyword is looked for in: the activity's name and where it takes place. */
function searchedText(activity: Activity): string {
  return searchable([activity.title, activity.venue, activity.address, activity.cityName, activity.countryName].filter(Boolean).join(' '));
}

/**
 * The activities a visitor may choose: published ones (the calls ask for those only, but a
 * reply that still carries a draft must not show it) matching the keyword, accents and case
 * aside; an empty keyword matches all.
 */
export function shownActivities(activities: readonly Activity[], keyword = ''): Activity[] {
  const wanted = searchable(keyword);
  return activities.filter((activity) => activity.isPublish && (!wanted || searchedText(activity).includes(wanted)));
}
