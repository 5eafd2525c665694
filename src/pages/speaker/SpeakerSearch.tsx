import { useTranslation } from 'react-i18next';
import type { Terminal } from '../../../schemas/page';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { CardGrid } from '../shared/CardGrid';
import { SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { ResultPlaceholder, SpeakerResult } from './SpeakerResult';
import { useSpeakerSearch } from './speakers';
import { SPEAKER_PAGES_NS } from './texts';

/**
 * pages/speaker/search/index (spec section 2): the event's speakers matching the address's
 * `keyword` (every speaker without one), 20 to a page, each opening their detail page; Back
 * brings the previous search.
 */
export default function SpeakerSearch() {
  return <SearchPage ns={SPEAKER_PAGES_NS} param="keyword" results={(keyword, terminal) => <Results keyword={keyword} terminal={terminal} />} />;
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
      <CardGrid as="div" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <ResultPlaceholder key={index} terminal={terminal} />
        ))}
      </CardGrid>
    );
  } else if (first) body = <EmptyState />;
  else {
    body = (
      <>
        <CardGrid aria-label={t('search.results')}>
          {results.rows.map((speaker) => (
            <SpeakerResult key={speaker.pkey} speaker={speaker} language={site.language} terminal={terminal} href={href(ROUTES.speakerDetail, { id: speaker.pkey })} />
          ))}
        </CardGrid>
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
