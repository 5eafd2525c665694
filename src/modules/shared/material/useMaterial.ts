import type { FileGroup, MaterialFile, MaterialKind } from '../../../../schemas/content/material';
import { getFileList, getGroupList, type FileSource } from '../../../api/material';
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

/** The files a source names (a group's, a session's), page after page by the paging rule of spec section 4. */
export function useFiles(source: FileSource, pageSize: number) {
  const host = useModuleHost();
  const sourceKey = source.kind === 'scheduleGroup' ? source.groupId : source.group.groupId;
  const key = ['material-files', source.kind, host.bventId, host.siteId, host.language, sourceKey, pageSize].join(':');
  return usePaged<MaterialFile>(key, pageSize, (pageNo, signal) => getFileList({ source, pageNo, pageSize, keyWords: '' }, host, signal));
}
