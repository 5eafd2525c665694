import { parseDate } from '../../../i18n/format';
import { formatDateTimeIn } from '../../../i18n/zonedTime';
import { hostOf } from '../../../site/hostOf';
import { useSite } from '../../../site/SiteContext';

/**
 * When something happened, in the visitor's language and the event's zone (an order placed at
 * the venue reads in the venue's time wherever it is looked at); nothing when unreadable.
 */
export function OrderDate({ value, className }: { value: string; className?: string }) {
  const text = useDateTime()(value);
  return text ? (
    <time dateTime={value} className={className}>
      {text}
    </time>
  ) : null;
}

/** Formats an ISO time as a medium date with a short time, in the site's language and the event's zone. */
export function useDateTime(): (value: string) => string {
  const { site } = useSite();
  const { language, timeZone } = hostOf(site);
  return (value) => {
    const date = parseDate(value);
    return date ? formatDateTimeIn(date, timeZone, language) : '';
  };
}
