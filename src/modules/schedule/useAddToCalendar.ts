import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../platform/toast';
import type { ModuleHost } from '../../site/host';
import { calendarEventOf, calendarFile, calendarFileName, downloadCalendar } from './calendar';
import { NS } from './texts';
import type { TimedSession } from './timed';

/** Downloads sessions as one calendar file named `name`; the visitor is told when the file cannot be made. */
export function useCalendarDownload(host: ModuleHost): (sessions: TimedSession[], name: string) => void {
  const { t } = useTranslation(NS);
  return useCallback(
    (sessions: TimedSession[], name: string) =>
      void calendarFile(sessions, calendarEventOf(host)).then(
        (text) => downloadCalendar(text, calendarFileName(name)),
        () => toast.showToast({ title: t('calendar.failed'), icon: 'none' }),
      ),
    [host, t],
  );
}

/** Downloads one session as a calendar file named after it. */
export function useAddToCalendar(host: ModuleHost): (item: TimedSession) => void {
  const download = useCalendarDownload(host);
  return useCallback((item: TimedSession) => download([item], item.title), [download]);
}
