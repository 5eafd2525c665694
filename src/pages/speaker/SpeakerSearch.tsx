import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import type { Terminal } from '../../../schemas/page';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { useDocumentTitle } from '../index/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { SearchForm, SearchStatus } from '../shared/SearchForm';
import { useKeywordParam } from '../shared/useKeywordParam';
import { ResultPlaceholder, SpeakerResult } from './SpeakerResult';
import { SiteAccess } from '../shared/SiteAccess';
import { useSpeakerSearch } from './speakers';
import { SPEAKER_PAGES_NS } from './texts';

/**
 * pages/speaker/search/index (spec section 2): the event's speakers matching the address's
 * `keyword` (every speaker without one), 20 to a page, each opening their detail page; Back
 * brings the previous search.
 */
export default function SpeakerSearch() {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const terminal = useTerminal();
  const [keyword, search] = useKeywordParam('keyword');
  useDocumentTitle(t('search.title'));

  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('search.title')}</h1>
      <SiteAccess>
        <SearchForm keyword={keyword} onSearch={search} texts={{ landmark: t('search.landmark'), label: t('search.label'), submit: t('search.submit') }} />
        <Results keyword={keyword} terminal={terminal} />
      </SiteAccess>
    </PageColumn>
  );
}

/** Grey results while the first page loads: two lines of four on a desktop, the first screen on a phone. */
const PLACEHOLDERS = 8;

/** The count (a polite status), the results as a list of links, and the paging footer. */
function Results({ keyword, terminal }: { keyword: string; terminal: Terminal }) {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const { site } = useSite();
  const href = useAppHref();
  const { loadMore, retry, total, ...results } = useSpeakerSearch(keyword);
  const first = results.rows.length === 0;
  const loading = first && results.status === 'loading';

  let status = '';
  if (loading) status = t('search.searching');
  else if (results.status !== 'error' || !first) {
    const count = total ?? (results.done ? results.rows.length : null);
    status = count === null ? t('search.shown', { number: formatNumber(results.rows.length) }) : t('search.found', { number: formatNumber(count) });
  }

  let body;
  if (first && results.status === 'error') body = <LoadFailed error={results.error} onRetry={retry} />;
  else if (loading) {
    body = (
      <Grid as="div" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <ResultPlaceholder key={index} terminal={terminal} />
        ))}
      </Grid>
    );
  } else if (first) body = <EmptyState />;
  else {
    body = (
      <>
        <Grid aria-label={t('search.results')}>
          {results.rows.map((speaker) => (
            <SpeakerResult key={speaker.pkey} speaker={speaker} language={site.language} terminal={terminal} href={href(ROUTES.speakerDetail, { id: speaker.pkey })} />
          ))}
        </Grid>
        <PagingFooter state={results} loadMore={loadMore} retry={retry} />
      </>
    );
  }

  return (
    <>
      <SearchStatus>{status}</SearchStatus>
      {body}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;
