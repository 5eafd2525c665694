import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../renderer';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { SiteAccess } from '../shared/SiteAccess';
import { PageColumn } from '../shared/PageColumn';
import { AgendaSearchForm } from './AgendaSearchForm';
import { useKeywordParam } from './keywordParam';
import { SearchResults } from './SearchResults';
import { AGENDA_PAGES_NS } from './texts';

/**
 * pages/exhibitionSchedule/search (spec section 2): the exhibition schedule's entries matching
 * the address's `keyword` (every entry without one), by day, each opening its detail page.
 * With `pageId` and `moduleId` it searches that agenda, without them every agenda of the site.
 */
export default function AgendaSearch() {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const terminal = useTerminal();
  const { keyword, write, writeSoon } = useKeywordParam();
  // The field starts from the address (a shared link, Back) and leads it from then on.
  const [text, setText] = useState(keyword);
  // Typing stays quick on a slow phone: the results follow when React has time.
  const shown = useDeferredValue(text);
  useDocumentTitle(t('search.title'));
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('search.title')}</h1>
      <SiteAccess>
        <AgendaSearchForm
          text={text}
          onType={(next) => {
            setText(next);
            writeSoon(next);
          }}
          onCommit={write}
        />
        <SearchResults keyword={shown} />
      </SiteAccess>
    </PageColumn>
  );
}
