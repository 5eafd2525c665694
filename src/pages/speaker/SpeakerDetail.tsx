import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import type { Speaker } from '../../../schemas/content/speaker';
import type { Terminal } from '../../../schemas/page';
import { languages } from '../../i18n/languages';
import { Portrait } from '../../modules/speaker/Portrait';
import { sanitizeHtml } from '../../platform/sanitize';
import { ErrorState } from '../../site/ErrorState';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { roleLines } from './roleLines';
import { shownText } from './shownText';
import { BackLink } from '../shared/BackLink';
import { SiteAccess } from '../shared/SiteAccess';
import { PageColumn } from '../shared/PageColumn';
import { PageSection } from '../shared/PageSection';
import { SpeakerSessions } from './SpeakerSessions';
import { useSpeakerById, type SpeakerLookup } from './speakers';
import { SPEAKER_PAGES_NS } from './texts';

/** The portrait's side on the profile, per terminal. */
const PORTRAIT = { pc: '160px', mobile: '96px' } as const;

/**
 * pages/speaker/detail/index?id=<pkey> (spec section 2): one speaker's profile, found among the
 * event's speakers by pkey; an unknown id says the speaker is not found.
 */
export default function SpeakerDetail() {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const terminal = useTerminal();
  const href = useAppHref();
  const [params] = useSearchParams();
  const lookup = useSpeakerById(params.get('id'));
  return (
    <PageColumn $terminal={terminal}>
      <BackLink to={href(ROUTES.speakerSearch)}>
        <span aria-hidden="true">‹</span>
        {t('detail.toSearch')}
      </BackLink>
      <SiteAccess>
        <Lookup lookup={lookup} terminal={terminal} />
      </SiteAccess>
    </PageColumn>
  );
}

function Lookup({ lookup, terminal }: { lookup: SpeakerLookup; terminal: Terminal }) {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const { site } = useSite();
  const name = lookup.status === 'ready' ? shownText(lookup.speaker, site.language).text.fullName : null;
  useDocumentTitle(lookup.status === 'missing' ? t('detail.notFound') : name);

  if (lookup.status === 'error') return <ErrorState error={lookup.error} onRetry={lookup.retry} />;
  if (lookup.status === 'missing') return <ErrorState title={t('detail.notFound')} />;
  if (lookup.status === 'loading') {
    return (
      <Head as="div" $terminal={terminal} aria-busy="true">
        <Portrait src={null} size={PORTRAIT[terminal]} />
        <div className="lines">
          <span className="visually-hidden">{t('detail.loading')}</span>
          <span className="module-skeleton" />
          <span className="module-skeleton" />
        </div>
      </Head>
    );
  }
  return <Profile speaker={lookup.speaker} terminal={terminal} />;
}

/** A language's own name (English, 简体中文…), or its code when it is none of the site's four. */
const languageName = (code: string) => languages.find((language) => language.code === code)?.label ?? code;

/** Portrait, name, position and company, the introduction (organiser HTML, sanitised) and the speaker's sessions. */
function Profile({ speaker, terminal }: { speaker: Speaker; terminal: Terminal }) {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const { site } = useSite();
  const introductionId = useId();
  const { text, lang } = shownText(speaker, site.language);
  const html = useMemo(() => sanitizeHtml(text.introduction ?? ''), [text.introduction]);
  return (
    <article data-speaker={speaker.pkey}>
      <Head $terminal={terminal}>
        <Portrait src={speaker.avatar} size={PORTRAIT[terminal]} />
        <div lang={lang}>
          <h1>{text.fullName || speaker.pkey}</h1>
          {text.position && <p>{text.position}</p>}
          {text.company && <p className="company">{text.company}</p>}
        </div>
      </Head>
      {lang && <Note>{t('detail.fallback', { wanted: languageName(site.language), shown: languageName(lang) })}</Note>}
      {html && (
        <PageSection aria-labelledby={introductionId}>
          <h2 id={introductionId}>{t('detail.introduction')}</h2>
          <Introduction lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
        </PageSection>
      )}
      <SpeakerSessions speakerId={speaker.pkey} />
    </article>
  );
}

const Head = styled.header<{ $terminal: Terminal }>`
  display: flex;
  align-items: center;
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-7)' : 'var(--space-4)')};
  min-height: ${({ $terminal }) => PORTRAIT[$terminal]};

  > div {
    flex: 1;
    min-width: 0;
  }
  h1 {
    margin: 0 0 var(--space-2);
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  ${roleLines}
  .lines {
    display: grid;
    gap: var(--space-3);
  }
  .module-skeleton {
    display: block;
    min-height: var(--space-6);
  }
  .module-skeleton:last-child {
    width: 60%;
  }
`;

const Note = styled.p`
  margin: var(--space-5) 0 0;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** Organiser HTML at a comfortable line length for its script. */
const Introduction = styled.div`
  max-width: var(--measure);
  line-height: 1.7;

  &:lang(zh-CN),
  &:lang(zh-HK) {
    max-width: var(--measure-cjk);
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
