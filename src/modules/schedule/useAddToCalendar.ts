import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../platform/toast';
import type { ModuleHost } from '../../site/host';
import { calendarEventOf, calendarFile, calendarFileName, downloadCalendar } from './calendar';
import { NS } from './texts';
import type { TimedSession } from './timed';

/** Downloads one session as a calendar file named after it; the visitor is told when the file cannot be made. */
export function useAddToCalendar(host: ModuleHost): (item: TimedSession) => void {
  const { t } = useTranslation(NS);
  return useCallback(
    (item: TimedSession) =>
      void calendarFile([item], calendarEventOf(host)).then(
        (text) => downloadCalendar(text, calendarFileName(item.title)),
        () => toast.showToast({ title: t('calendar.failed'), icon: 'none' }),
      ),
    [host, t],
  );
}
