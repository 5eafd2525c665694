import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../renderer';
import type { Terminal } from '../../../schemas/page';
import { useDocumentTitle } from './useDocumentTitle';
import { PageColumn } from './PageColumn';
import { SearchForm } from './SearchForm';
import { SiteAccess } from './SiteAccess';
import { useKeywordParam } from './useKeywordParam';

interface Props {
  /** The page's texts: its namespace's search.title, search.landmark, search.label and search.submit. */
  ns: string;
  /** Where a namespace holds several pages' texts: the key above this page's `search.*`. */
  keyPrefix?: string;
  /** The address's parameter that holds the keywords. */
  param: string;
  /** Above the heading, where a page has one: the way back to what it searches. */
  nav?: ReactNode;
  /** What the keywords find (the address's, once the site's rule grants). */
  results: (keyword: string, terminal: Terminal) => ReactNode;
}

/**
 * A search page: its heading, one search box and what it finds. The keywords live in the
 * address, so a shared link opens the same search and Back brings the previous one.
 */
export function SearchPage({ ns, keyPrefix, param, nav, results }: Props) {
  const { t } = useTranslation(ns, { keyPrefix });
  const terminal = useTerminal();
  const [keyword, search] = useKeywordParam(param);
  useDocumentTitle(t('search.title'));
  return (
    <PageColumn $terminal={terminal}>
      {nav}
      <h1>{t('search.title')}</h1>
      <SiteAccess>
        <SearchForm keyword={keyword} onSearch={search} texts={{ landmark: t('search.landmark'), label: t('search.label'), submit: t('search.submit') }} />
        {results(keyword, terminal)}
      </SiteAccess>
    </PageColumn>
  );
}
