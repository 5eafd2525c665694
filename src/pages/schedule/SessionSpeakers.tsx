import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleSpeaker } from '../../../schemas/content/schedule';
import type { Speaker } from '../../../schemas/content/speaker';
import type { Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { CardGrid } from '../shared/CardGrid';
import { PageSection } from '../shared/PageSection';
import { SpeakerResult } from '../speaker/SpeakerResult';
import { SCHEDULE_PAGES_NS } from './texts';

/** A session's speaker as a speaker card shows one: the session carries their words in the site language only. */
const asSpeaker = ({ pkey, avatar, fullName, position, company }: ScheduleSpeaker, language: LanguageCode): Speaker => ({
  pkey,
  avatar,
  languages: [{ language, fullName, position, company, introduction: null }],
});

/** The session's speakers: portrait, name, position and company, each opening the speaker's page. */
export function SessionSpeakers({ speakers, language, terminal }: { speakers: ScheduleSpeaker[]; language: LanguageCode; terminal: Terminal }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const href = useAppHref();
  const headingId = useId();
  if (speakers.length === 0) return null;
  return (
    <PageSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.speakers')}</h2>
      <CardGrid $min="360px">
        {speakers.map((speaker) => (
          <SpeakerResult
            key={speaker.pkey}
            speaker={asSpeaker(speaker, language)}
            language={language}
            terminal={terminal}
            href={href(ROUTES.speakerDetail, { id: speaker.pkey })}
            level="h3"
          />
        ))}
      </CardGrid>
    </PageSection>
  );
}
