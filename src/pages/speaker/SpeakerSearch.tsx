import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
import { formControl, pillButton } from '../../theme/mixins';
import { useDocumentTitle } from '../index/useDocumentTitle';
import { SpeakerPage } from './SpeakerPage';
import { ResultPlaceholder, SpeakerResult } from './SpeakerResult';
import { SiteAccess } from './SiteAccess';
import { useSpeakerSearch } from './speakers';
import { SPEAKER_PAGES_NS } from './texts';

/**
 * pages/speaker/search/index (spec section 2): the event's speakers matching the address's
 * `keyword` (every speaker without one), 20 to a page, each opening their detail page. A search
 * is a new history entry, so Back brings the previous one.
 */
export default function SpeakerSearch() {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const terminal = useTerminal();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  useDocumentTitle(t('search.title'));

  const search = (next: string) => {
    if (next === keyword) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set('keyword', next);
        else updated.delete('keyword');
        return updated;
      },
      { replace: false },
    );
  };

  return (
    <SpeakerPage $terminal={terminal}>
      <h1>{t('search.title')}</h1>
      <SiteAccess>
        <SearchForm keyword={keyword} onSearch={search} />
        <Results keyword={keyword} terminal={terminal} />
      </SiteAccess>
    </SpeakerPage>
  );
}

/** The search landmark: a labelled field, sent by Enter or the button. */
function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation(SPEAKER_PAGES_NS);
  const inputId = useId();
  // What the visitor types; when the address's keyword changes (a search, Back), that keyword.
  const [text, setText] = useState(keyword);
  const [shownFor, setShownFor] = useState(keyword);
  if (shownFor !== keyword) {
    setShownFor(keyword);
    setText(keyword);
  }
  return (
    <Form
      role="search"
      aria-label={t('search.landmark')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId}>{t('search.label')}</label>
      <div>
        <input
          id={inputId}
          type="search"
          name="keyword"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">{t('search.submit')}</button>
      </div>
    </Form>
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
      <Status role="status">{status}</Status>
      {body}
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-2);
  max-width: calc(var(--space-11) * 10);

  label {
    font-weight: 600;
  }
  > div {
    display: flex;
    gap: var(--space-3);
  }
  input {
    ${formControl}
    flex: 1;
    min-width: 0;
  }
  button {
    ${pillButton}
  }
`;

/** One line kept for the count from the start, so nothing moves when it arrives. */
const Status = styled.p`
  min-height: calc(var(--font-size-sm) * 1.6);
  margin: var(--space-5) 0 var(--space-3);
  font-size: var(--font-size-sm);
  line-height: 1.6;
  color: var(--color-text-muted);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;
