import type { FileGroup, MaterialFile, MaterialKind } from '../../../../schemas/content/material';
import { getFileListInGroup, getGroupList } from '../../../api/material';
import { usePaged } from '../../../platform/paging';
import { useQuery } from '../../../platform/useQuery';
import { type ModuleHost, useModuleHost } from '../../../site/host';

/** The cache key of a library's groups (the organiser's choice, or all): every view of them shares the reply. */
export function fileGroupsKey(kind: MaterialKind, host: Pick<ModuleHost, 'bventId' | 'siteId' | 'language'>, groupIds: readonly string[]): string {
  return ['material-groups', kind, host.bventId, host.siteId, host.language, groupIds.join(',')].join(':');
}

/** The groups of one library that the module shows (the organiser's choice, or all). */
export function useFileGroups(kind: MaterialKind, groupIds: string[]) {
  const host = useModuleHost();
  return useQuery<FileGroup[]>(fileGroupsKey(kind, host, groupIds), (signal) => getGroupList(kind, groupIds, host, signal));
}

/** A group's files, page after page by the paging rule of spec section 4. */
export function useGroupFiles(group: FileGroup, pageSize: number) {
  const host = useModuleHost();
  const key = ['material-files', host.bventId, host.siteId, host.language, group.groupId, pageSize].join(':');
  return usePaged<MaterialFile>(key, pageSize, (pageNo, signal) => getFileListInGroup({ group, pageNo, pageSize, keyWords: '' }, host, signal));
}
