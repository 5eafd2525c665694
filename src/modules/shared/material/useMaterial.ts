import type { FileGroup, MaterialFile, MaterialKind } from '../../../../schemas/content/material';
import { getFileListInGroup, getGroupList } from '../../../api/material';
import { usePaged } from '../../../platform/paging';
import { useQuery } from '../../../platform/useQuery';
import { useModuleHost } from '../../../site/host';

/** The groups of one library that the module shows (the organiser's choice, or all). */
export function useFileGroups(kind: MaterialKind, groupIds: string[]) {
  const host = useModuleHost();
  const key = ['material-groups', kind, host.bventId, host.siteId, host.language, groupIds.join(',')].join(':');
  return useQuery<FileGroup[]>(key, (signal) => getGroupList(kind, groupIds, host, signal));
}

/** A group's files, page after page by the paging rule of spec section 4. */
export function useGroupFiles(group: FileGroup, pageSize: number) {
  const host = useModuleHost();
  const key = ['material-files', host.bventId, host.siteId, host.language, group.groupId, pageSize].join(':');
  return usePaged<MaterialFile>(key, pageSize, (pageNo, signal) => getFileListInGroup({ group, pageNo, pageSize, keyWords: '' }, host, signal));
}
