import { MATERIAL_CALLS } from '../../schemas/calls/material';
import { MATERIAL_TYPE, type FileGroup, type MaterialFile, type MaterialKind } from '../../schemas/content/material';
import type { LanguageCode } from '../../schemas/primitives';
import type { Page } from '../platform/paging';
import { ask, type Sent } from './gateway';

const MATERIAL_ERROR = 'material error for api';

/** Which event, site, organisation and language a material call is for. */
export interface MaterialScope {
  bventId: string;
  siteId: string;
  topOrgId: string;
  language: LanguageCode;
}

/** The groups of one library; `groupIds` narrows them to the organiser's choice (empty: all). */
export function getGroupList(kind: MaterialKind, groupIds: string[], scope: MaterialScope, signal?: AbortSignal): Promise<FileGroup[]> {
  const body = { type: MATERIAL_TYPE[kind], groupIds, bventId: scope.bventId, siteId: scope.siteId, language: scope.language };
  return ask(MATERIAL_CALLS['Material/GetGroupList'], body, { signal, whenInvalid: MATERIAL_ERROR });
}

/**
 * Which files a list shows: a file group's own (`group`), a file group's with its sub-groups'
 * (`groupWithSubGroups`), or one schedule group's (`scheduleGroup`: a session's, its id the
 * group's, or a sub-group of a file group).
 */
export type FileSource =
  | { kind: 'group'; group: FileGroup }
  | { kind: 'groupWithSubGroups'; group: FileGroup }
  | { kind: 'scheduleGroup'; groupId: string; groupType: number | null };

/** All of a file group's files: its own, and its sub-groups' where it has any. */
export const wholeGroup = (group: FileGroup): FileSource => (group.children.length > 0 ? { kind: 'groupWithSubGroups', group } : { kind: 'group', group });

export interface FilePageQuery {
  source: FileSource;
  pageNo: number;
  pageSize: number;
  /** The visitor's search words (the search pages); empty: every file of the group. */
  keyWords: string;
}

/** One page of the files a source names (those the keywords find), in the shape the paging rule reads. */
export async function getFileList({ source, pageNo, pageSize, keyWords }: FilePageQuery, scope: MaterialScope, signal: AbortSignal): Promise<Page<MaterialFile>> {
  const shared = {
    topOrgId: scope.topOrgId,
    siteId: scope.siteId,
    groupType: source.kind === 'scheduleGroup' ? source.groupType : (source.group.groupType ?? null),
    pageNo,
    pageSize,
    keyWords,
    language: scope.language,
    bventId: scope.bventId,
  };
  const page = await askFiles(source, shared, { signal, whenInvalid: MATERIAL_ERROR });
  return { rows: page.list, total: page.total };
}

/** What the three file-list calls share. */
type FilePageFields = Omit<Sent<(typeof MATERIAL_CALLS)['Material/GetFileListInGroup']>, 'groupId' | 'isAllGroup'>;

/** Each source has its own call; each adds its groups to the fields the three share. */
function askFiles(source: FileSource, shared: FilePageFields, asking: { signal: AbortSignal; whenInvalid: string }) {
  if (source.kind === 'group') return ask(MATERIAL_CALLS['Material/GetFileListInGroup'], { ...shared, groupId: source.group.groupId, isAllGroup: false }, asking);
  if (source.kind === 'scheduleGroup') return ask(MATERIAL_CALLS['Material/GetFileListInScheduleGroup'], { ...shared, groupId: source.groupId, isAllGroup: false }, asking);
  const groups = [source.group.groupId, ...source.group.children.map((child) => child.groupId)];
  return ask(MATERIAL_CALLS['Material/GetFileListInGroupAndScheduleGroup'], { ...shared, groups, isAllGroup: true }, asking);
}
