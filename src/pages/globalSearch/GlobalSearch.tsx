import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { ScriptFold } from '../../i18n/scriptFold';
import { searchWords } from '../../i18n/searchText';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { useSite } from '../../site/SiteContext';
import { SearchHint, SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { matching, prepare } from './finding';
import { FindingsPlaceholder, FindingsSection } from './FindingsSection';
import { kindsOf, type SearchKind } from './kinds';
import { GLOBAL_SEARCH_NS } from './texts';
import { type Findings, useFindings } from './useFindings';
import { useScriptFold } from './useScriptFold';

/**
 * pages/global-search/index?keyword=… (spec section 2): one box over what the navigation's
 * `searchModules` names (speakers, sessions, partners, …), the results grouped by kind with
 * their counts, each opening its own page. Chinese is found in either script, Portuguese
 * without its accents.
 */
export default function GlobalSearch() {
  return <SearchPage ns={GLOBAL_SEARCH_NS} param="keyword" results={(keyword) => <Results keyword={keyword} />} />;
}

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation(GLOBAL_SEARCH_NS);
  const { site } = useSite();
  const kinds = useMemo(() => kindsOf(site.componentSet.topNav), [site]);
  const findings = useFindings(kinds);
  const fold = useScriptFold(keyword);

  if (!keyword) {
    return (
      <>
        <SearchStatus />
        <SearchHint>{t('search.hint', { kinds: new Intl.ListFormat(site.language, { type: 'conjunction' }).format(kinds.map((kind) => t(`kinds.${kind}`).toLocaleLowerCase(site.language))) })}</SearchHint>
      </>
    );
  }
  if (fold.status === 'error') {
    return (
      <>
        <SearchStatus />
        <LoadFailed error={fold.error} onRetry={fold.retry} />
      </>
    );
  }
  const ready = fold.status === 'ready' && kinds.every((kind) => findings[kind].status !== 'loading');
  return <Found keyword={keyword} kinds={kinds} findings={findings} fold={ready ? fold.data : null} />;
}

interface FoundProps {
  keyword: string;
  kinds: readonly SearchKind[];
  findings: Record<SearchKind, Findings>;
  /** How texts compare; null until it and every kind are in. */
  fold: ScriptFold | null;
}

/**
 * The count (a polite status), then one section per kind with matches. The kinds load side by
 * side and show together: a section never appears above one already shown.
 */
function Found({ keyword, kinds, findings, fold }: FoundProps) {
  const { t } = useTranslation(GLOBAL_SEARCH_NS);
  if (!fold) {
    return (
      <>
        <SearchStatus>{t('search.searching')}</SearchStatus>
        <FindingsPlaceholder />
      </>
    );
  }
  const words = searchWords(fold(keyword));
  const sections = kinds.map((kind) => {
    const state = findings[kind];
    return { kind, state, found: state.status === 'ready' ? matching(prepare(state.data, fold), words) : [] };
  });
  const total = sections.reduce((sum, { found }) => sum + found.length, 0);
  const failed = sections.some(({ state }) => state.status === 'error');
  return (
    <>
      <SearchStatus>{t('search.found', { number: formatNumber(total) })}</SearchStatus>
      {sections.map(({ kind, state, found }) =>
        state.status === 'error' ? (
          <FindingsSection key={kind} kind={kind} count={null}>
            <LoadFailed error={state.error} onRetry={state.retry} />
          </FindingsSection>
        ) : (
          found.length > 0 && <FindingsSection key={`${kind}:${keyword}`} kind={kind} count={found.length} found={found} />
        ),
      )}
      {!failed && total === 0 && <EmptyState />}
    </>
  );
}
