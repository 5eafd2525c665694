import { useMemo } from 'react';
import type { FileGroup, MaterialFile, MaterialKind } from '../../../schemas/content/material';
import { getFileList, getGroupList, wholeGroup } from '../../api/material';
import { PAGE_SIZE } from '../../modules/shared/material/pageSize';
import { fileGroupsKey, useFileGroups } from '../../modules/shared/material/useMaterial';
import { pagesUntilLast, usePaged, type Page } from '../../platform/paging';
import { cached } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import { useModuleHost, type ModuleHost } from '../../site/host';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';
import { groupsInScope, type GroupFind } from './fileSearch';

/**
 * One page of what the keywords find in a group (its sub-groups too), kept for this visit: the search's first look
 * and the group's pager share it, so the pager starts from the page already read.
 */
function findPage(kind: MaterialKind, host: ModuleHost, group: FileGroup, keyWords: string, pageNo: number, signal: AbortSignal): Promise<Page<MaterialFile>> {
  const pageSize = PAGE_SIZE[kind];
  const key = ['file-search', host.bventId, host.siteId, host.language, group.groupId, pageSize, encodeURIComponent(keyWords), pageNo].join(':');
  return cached(key, () => getFileList({ source: wholeGroup(group), pageNo, pageSize, keyWords }, host, signal));
}

export type FileSearchState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; finds: GroupFind[] };

/**
 * A search of the module's groups (Material/GetGroupList with its groupIds, the module's own
 * cached reply) by keywords: the first page of each group in scope, asked for together.
 */
export function useFileSearch(kind: MaterialKind, groupIds: string[], groupId: string | null, keyWords: string): FileSearchState {
  const host = useModuleHost();
  const groups = useFileGroups(kind, groupIds);
  const scope = groups.status === 'ready' ? groupsInScope(groups.data, groupId) : null;
  const key = scope && ['file-search-groups', kind, host.bventId, host.siteId, host.language, scope.map((group) => group.groupId).join(','), encodeURIComponent(keyWords)].join(':');
  const finds = useQuery(key, (signal) => Promise.all(scope!.map(async (group) => ({ group, first: await findPage(kind, host, group, keyWords, 1, signal) }))));
  if (groups.status === 'error') return { status: 'error', error: groups.error, retry: groups.retry };
  if (finds.status === 'error') return { status: 'error', error: finds.error, retry: finds.retry };
  return finds.status === 'ready' ? { status: 'ready', finds: finds.data } : { status: 'loading' };
}

/** What the keywords find in one group, page after page by the paging rule, from the search's own first page. */
export function useGroupFinds(kind: MaterialKind, { group, first }: GroupFind, keyWords: string) {
  const host = useModuleHost();
  const key = ['file-search-pages', kind, host.bventId, host.siteId, host.language, group.groupId, encodeURIComponent(keyWords)].join(':');
  return usePaged<MaterialFile>(key, PAGE_SIZE[kind], (pageNo, signal) => findPage(kind, host, group, keyWords, pageNo, signal), first);
}

/** At most this many pages of a group are read for the search across the site. */
const MAX_GROUP_PAGES = 20;

/** Every file of the event's groups of one library, for the search across the site; nothing while not `wanted`. */
export function useEveryFile(kind: MaterialKind, wanted: boolean) {
  const { site } = useSite();
  const host = useMemo(() => hostOf(site), [site]);
  const key = wanted ? ['file-search-every', kind, host.bventId, host.siteId, host.language].join(':') : null;
  return useQuery(key, async (signal) => {
    // The event's groups as the modules and the search page read them: one reply for all.
    const groups = await cached(fileGroupsKey(kind, host, []), () => getGroupList(kind, [], host));
    const lists = await Promise.all(
      groups.map(async (group) => {
        const files: { group: FileGroup; file: MaterialFile }[] = [];
        const pages = pagesUntilLast((pageNo) => findPage(kind, host, group, '', pageNo, signal), PAGE_SIZE[kind], MAX_GROUP_PAGES);
        for await (const rows of pages) files.push(...rows.map((file) => ({ group, file })));
        return files;
      }),
    );
    return lists.flat();
  });
}
