import { useMemo } from 'react';
import type { FileGroup, MaterialFile, MaterialKind } from '../../../schemas/content/material';
import type { Speaker } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import { viewerHref } from '../../modules/document/files';
import { storyDayText } from '../../modules/news/StoryDate';
import { everyPartner } from '../../modules/partners/usePartners';
import type { TimedSession } from '../../modules/schedule/timed';
import { absoluteAddress } from '../../platform/absoluteAddress';
import { config } from '../../platform/config';
import { useQuery, type QueryState } from '../../platform/useQuery';
import type { ModuleHost } from '../../site/host';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { useEveryFile } from '../files/useFileSearch';
import { useEveryStory } from '../news/news';
import { programmeSessions } from '../schedule/programme';
import { formatSessionTime } from '../schedule/sessionTime';
import { useSiteProgramme } from '../schedule/useSiteProgramme';
import { shownText } from '../speaker/shownText';
import { useEverySpeaker } from '../speaker/speakers';
import type { Finding } from './finding';
import type { SearchKind } from './kinds';

export type Findings = QueryState<Finding[]> & { retry: () => void };

type Href = ReturnType<typeof useAppHref>;

const joined = (...texts: (string | null | undefined)[]) => texts.filter(Boolean).join('\n');

function speakerFinding(speaker: Speaker, language: LanguageCode, href: Href): Finding {
  const { text, lang } = shownText(speaker, language);
  return {
    id: speaker.pkey,
    title: text.fullName || speaker.pkey,
    line: joined(text.position, text.company).replace('\n', ' · ') || undefined,
    lang,
    // A name is searched in every language the speaker has.
    text: joined(...speaker.languages.flatMap((entry) => [entry.fullName, entry.position, entry.company])),
    href: href(ROUTES.speakerDetail, { id: speaker.pkey }),
  };
}

function sessionFinding(session: TimedSession, host: ModuleHost, href: Href): Finding {
  return {
    id: session.id,
    title: session.title,
    line: joined(formatSessionTime(session.begin, session.end, host.timeZone, host.language), session.venue?.name).replace('\n', ' · '),
    text: joined(session.title, session.topic, session.venue?.name, session.scheduleType?.name, ...session.speakers.map((speaker) => speaker.fullName)),
    href: href(ROUTES.scheduleDetail, { id: session.id }),
  };
}

/**
 * A file opens as the modules open it: a document in the file viewer, a picture or a video
 * itself. A file whose address no URL parser reads opens nothing: it is no finding.
 */
function fileFinding(kind: MaterialKind, { group, file }: { group: FileGroup; file: MaterialFile }): Finding[] {
  const href = kind === 'document' ? viewerHref(file.url, config().fileViewer, window.location.origin) : absoluteAddress(file.url, window.location.origin);
  return href ? [{ id: `${group.groupId}:${file.id}`, title: file.name, line: group.groupName, text: joined(file.name, group.groupName), href, external: true }] : [];
}

/** Each kind's findings, loaded only for the kinds the site searches (the others stay idle). */
export function useFindings(kinds: readonly SearchKind[]): Record<SearchKind, Findings> {
  const href = useAppHref();
  const speakers = useEverySpeaker(kinds.includes('speaker'));
  const { host, programme } = useSiteProgramme(kinds.includes('schedule'));
  const stories = useEveryStory(kinds.includes('news'));
  const pictures = useEveryFile('picture', kinds.includes('picture'));
  const videos = useEveryFile('video', kinds.includes('video'));
  const documents = useEveryFile('document', kinds.includes('document'));
  const partners = useQuery(kinds.includes('partners') ? `search:partners:${host.bventId}:${host.siteId}:${host.language}` : null, () => everyPartner(host));
  // Mapped once per reply: the search folds these texts, and that is worth doing once.
  const speakerFindings = useMemo(() => speakers.data?.map((speaker) => speakerFinding(speaker, host.language, href)), [speakers.data, host, href]);
  const sessionFindings = useMemo(() => programme.data && programmeSessions(programme.data).map((session) => sessionFinding(session, host, href)), [programme.data, host, href]);
  const storyFindings = useMemo(
    () =>
      stories.data?.map((story) => ({
        id: story.id,
        title: story.title,
        line: storyDayText(story.publishTime, host.timeZone, host.language) || undefined,
        text: joined(story.title, story.summary),
        href: href(ROUTES.newsDetail, { id: story.id }),
      })),
    [stories.data, host, href],
  );
  const pictureFindings = useMemo(() => pictures.data?.flatMap((found) => fileFinding('picture', found)), [pictures.data]);
  const videoFindings = useMemo(() => videos.data?.flatMap((found) => fileFinding('video', found)), [videos.data]);
  const documentFindings = useMemo(() => documents.data?.flatMap((found) => fileFinding('document', found)), [documents.data]);
  const partnerFindings = useMemo(
    () =>
      partners.data?.flatMap(({ category, partners: list }) =>
        list.map((partner) => ({
          id: partner.id,
          title: partner.title,
          line: category.name,
          text: joined(partner.title, category.name),
          href: partner.link ?? href(ROUTES.partners),
          external: Boolean(partner.link),
        })),
      ),
    [partners.data, href],
  );
  return {
    speaker: withFindings(speakers, speakerFindings),
    schedule: withFindings(programme, sessionFindings),
    news: withFindings(stories, storyFindings),
    picture: withFindings(pictures, pictureFindings),
    video: withFindings(videos, videoFindings),
    document: withFindings(documents, documentFindings),
    partners: withFindings(partners, partnerFindings),
  };
}

/** A reply's state with its findings in place of its data. */
function withFindings(state: QueryState<unknown> & { retry: () => void }, findings: Finding[] | undefined): Findings {
  if (state.status === 'ready') return { status: 'ready', data: findings ?? [], retry: state.retry };
  return state.status === 'error' ? { status: 'error', error: state.error, retry: state.retry } : { status: 'loading', retry: state.retry };
}
