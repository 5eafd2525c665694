import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import type { NewsDetail as Story } from '../../../schemas/content/news';
import type { Terminal } from '../../../schemas/page';
import { Cover } from '../../modules/news/Cover';
import { StoryDate } from '../../modules/news/StoryDate';
import { GatewayError } from '../../platform/errors';
import { usePageAddress } from '../../platform/pageAddress';
import { sanitizeHtml } from '../../platform/sanitize';
import { ShareButton } from '../../platform/share/ShareButton';
import { ErrorState } from '../../site/ErrorState';
import { hostOf } from '../../site/hostOf';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { outlineButton } from '../../theme/mixins';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { BackLink } from '../shared/BackLink';
import { detailSkeleton } from '../shared/detailSkeleton';
import { PageColumn } from '../shared/PageColumn';
import { SiteAccess } from '../shared/SiteAccess';
import { useNewsStory } from './news';
import { NEWS_PAGES_NS } from './texts';

/**
 * subPages/news/detail?id=<story id> (spec section 2): one story, its cover, day, body and the
 * stories beside it; an id the event does not have says 'no data'.
 */
export default function NewsDetail() {
  const { t } = useTranslation(NEWS_PAGES_NS);
  const terminal = useTerminal();
  const href = useAppHref();
  const [params] = useSearchParams();
  return (
    <PageColumn $terminal={terminal}>
      <BackLink to={href(ROUTES.newsSearch)}>
        <span aria-hidden="true">‹</span>
        {t('detail.toList')}
      </BackLink>
      <SiteAccess>
        <Lookup id={params.get('id')} terminal={terminal} />
      </SiteAccess>
    </PageColumn>
  );
}

const isNoData = (error: unknown) => error instanceof GatewayError && error.kind === 'noData';

function Lookup({ id, terminal }: { id: string | null; terminal: Terminal }) {
  const { t } = useTranslation(NEWS_PAGES_NS);
  const story = useNewsStory(id);
  const missing = !id || (story.status === 'error' && isNoData(story.error));
  useDocumentTitle(missing ? t('common:noData') : story.data?.title);

  if (missing) return <ErrorState title={t('common:noData')} />;
  if (story.status === 'error') return <ErrorState error={story.error} onRetry={story.retry} />;
  if (story.status === 'loading') {
    return (
      <Article $terminal={terminal} aria-busy="true">
        <Cover src={null} />
        <span className="visually-hidden">{t('detail.loading')}</span>
        <span className="module-skeleton headline" />
        <span className="module-skeleton" />
      </Article>
    );
  }
  return <StoryView story={story.data} terminal={terminal} />;
}

/** The story: cover, day, title, a share action, the organiser's body (sanitised) and the stories beside it. */
function StoryView({ story, terminal }: { story: Story; terminal: Terminal }) {
  const { t } = useTranslation(NEWS_PAGES_NS);
  const { site } = useSite();
  const { language, timeZone } = hostOf(site);
  const href = useAppHref();
  const html = useMemo(() => sanitizeHtml(story.content ?? ''), [story.content]);
  const pageAddress = usePageAddress();
  return (
    <Article $terminal={terminal} data-story={story.id}>
      <Cover src={story.cover} eager />
      <StoryDate publishTime={story.publishTime} zone={timeZone} language={language} className="date" />
      <h1>{story.title}</h1>
      <Share link={{ title: story.title, text: story.summary ?? undefined, url: pageAddress }} iconSize={16}>
        {t('detail.share')}
      </Share>
      {html && <Body dangerouslySetInnerHTML={{ __html: html }} />}
      {(story.previous || story.next) && (
        <Neighbours aria-label={t('detail.neighbours')}>
          {story.previous && (
            <Link to={href(ROUTES.newsDetail, { id: story.previous.id })} className="previous">
              <span className="which">{t('detail.previous')}</span>
              <span className="title">{story.previous.title}</span>
            </Link>
          )}
          {story.next && (
            <Link to={href(ROUTES.newsDetail, { id: story.next.id })} className="next">
              <span className="which">{t('detail.next')}</span>
              <span className="title">{story.next.title}</span>
            </Link>
          )}
        </Neighbours>
      )}
    </Article>
  );
}

/** One column at a reading width: the cover keeps its 16:9 box from the first paint. */
const Article = styled.article<{ $terminal: Terminal }>`
  display: grid;
  gap: var(--space-3);
  max-width: var(--measure);

  h1 {
    margin: 0;
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .date {
    margin-top: var(--space-3);
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  ${detailSkeleton}
`;

const Share = styled(ShareButton)`
  ${outlineButton}
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  justify-self: start;
`;

/** Organiser HTML at a comfortable line length; its pictures keep the ratio their width and height give. */
const Body = styled.div`
  margin-top: var(--space-3);
  line-height: 1.7;

  > :first-child {
    margin-top: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  figure {
    margin: var(--space-5) 0;
  }
`;

const Neighbours = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: var(--space-3);
  margin-top: var(--space-6);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-border);

  a {
    display: grid;
    gap: var(--space-1);
    min-height: var(--touch-target);
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    color: var(--color-text);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-primary);
  }
  .next {
    grid-column: -2;
    text-align: end;
  }
  .which {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  .title {
    font-weight: 600;
  }
`;
