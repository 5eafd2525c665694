import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '../../../schemas/page';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { GroupSwitch } from '../../modules/shared/material/GroupSwitch';
import { PAGE_SIZE } from '../../modules/shared/material/pageSize';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import { SearchStatus } from '../shared/SearchForm';
import { findCount, groupsWithFinds, type GroupFind } from './fileSearch';
import { FilesSkeleton, FoundFiles } from './FoundFiles';
import { FILE_SEARCH_NS } from './texts';
import { useFileSearch, useGroupFinds } from './useFileSearch';
import type { SearchedModule } from './useSearchedModule';

interface Props {
  searched: SearchedModule;
  /** One group of the module's, when the address names it. */
  groupId: string | null;
  keyword: string;
  terminal: Terminal;
}

/**
 * The count (a polite status) and what the keywords found: the groups holding finds as tabs
 * (one alone needs none), the chosen group's files paged by the paging rule, the spec's
 * 'no data' when nothing was found, a translated error with retry when a reply fails.
 */
export function FileResults({ searched, groupId, keyword, terminal }: Props) {
  const { t } = useTranslation(FILE_SEARCH_NS);
  const { kind } = searched;
  const search = useFileSearch(kind, searched.config.groupIds, groupId, keyword);
  const [selected, setSelected] = useState<string | null>(null);

  if (search.status === 'loading') {
    return (
      <>
        <SearchStatus>{t(`${kind}.search.searching`)}</SearchStatus>
        <div aria-hidden="true">
          <FilesSkeleton searched={searched} terminal={terminal} />
        </div>
      </>
    );
  }
  if (search.status === 'error') {
    return (
      <>
        <SearchStatus />
        <LoadFailed error={search.error} onRetry={search.retry} />
      </>
    );
  }
  const found = groupsWithFinds(search.finds);
  const count = findCount(search.finds, PAGE_SIZE[kind]);
  const status = 'found' in count ? t(`${kind}.search.found`, { number: formatNumber(count.found) }) : t(`${kind}.search.shown`, { number: formatNumber(count.shown) });
  const active = found.find((find) => String(find.group.groupId) === selected) ?? found[0];
  return (
    <>
      <SearchStatus>{status}</SearchStatus>
      {active ? (
        <GroupSwitch groups={found.map((find) => find.group)} active={active.group} idPrefix="file-search" label={t('groups')} onSelect={setSelected}>
          <GroupFinds key={`${active.group.groupId}:${keyword}`} searched={searched} find={active} keyword={keyword} terminal={terminal} />
        </GroupSwitch>
      ) : (
        <EmptyState />
      )}
    </>
  );
}

/** One group's finds, the next page on "load more", then 'no more items'. */
function GroupFinds({ searched, find, keyword, terminal }: { searched: SearchedModule; find: GroupFind; keyword: string; terminal: Terminal }) {
  const { loadMore, retry, ...state } = useGroupFinds(searched.kind, find, keyword);
  return (
    <>
      <FoundFiles searched={searched} files={state.rows} terminal={terminal} />
      <PagingFooter state={state} loadMore={loadMore} retry={retry} />
    </>
  );
}
