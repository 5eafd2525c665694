import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../renderer';
import { PageSection } from '../shared/PageSection';
import { sessionsOfSpeaker } from '../schedule/programme';
import { SessionsByDay } from '../schedule/SessionsByDay';
import { SCHEDULE_PAGES_NS } from '../schedule/texts';
import { useSiteProgramme } from '../schedule/useSiteProgramme';

/**
 * The sessions this speaker takes part in, under their profile, by day and in time order, each
 * opening its own page. Nothing at all while the programme loads, when it fails, or when the
 * speaker has no session: visitors never see a placeholder for it.
 */
export function SpeakerSessions({ speakerId }: { speakerId: string }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const terminal = useTerminal();
  const headingId = useId();
  const { host, programme } = useSiteProgramme();
  const days = programme.status === 'ready' ? programme.data : null;
  const sessions = useMemo(() => (days ? sessionsOfSpeaker(days, speakerId) : []), [days, speakerId]);
  if (sessions.length === 0) return null;
  return (
    <PageSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('speaker.sessions')}</h2>
      <SessionsByDay sessions={sessions} host={host} terminal={terminal} level="h3" />
    </PageSection>
  );
}
