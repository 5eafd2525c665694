import {
  fileGroups,
  MATERIAL_TYPE,
  materialFilePage,
  type FileGroup,
  type MaterialFile,
  type MaterialKind,
} from '../../schemas/content/material';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import type { Page } from '../platform/paging';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

const MATERIAL_ERROR = 'material error for api';

/** Which event, site, organisation and language a material call is for. */
export interface MaterialScope {
  bventId: string;
  siteId: string;
  topOrgId: string;
  language: LanguageCode;
}

/** The groups of one library; `groupIds` narrows them to the organiser's choice (empty: all). */
export async function getGroupList(kind: MaterialKind, groupIds: string[], scope: MaterialScope, signal?: AbortSignal): Promise<FileGroup[]> {
  const body = { type: MATERIAL_TYPE[kind], groupIds, bventId: scope.bventId, siteId: scope.siteId, language: scope.language };
  const reply = await callGateway(`${AGGREGATOR}/Material/GetGroupList`, body, { signal });
  return parseReply(fileGroups, reply, catalogue.noData, MATERIAL_ERROR);
}

export interface FilePageQuery {
  group: FileGroup;
  pageNo: number;
  pageSize: number;
  /** The visitor's search words (the search pages); empty: every file of the group. */
  keyWords: string;
}

/** One page of a group's files (those the keywords find), in the shape the paging rule reads. */
export async function getFileListInGroup(query: FilePageQuery, scope: MaterialScope, signal: AbortSignal): Promise<Page<MaterialFile>> {
  const body = {
    topOrgId: scope.topOrgId,
    siteId: scope.siteId,
    groupId: query.group.groupId,
    isAllGroup: false,
    groupType: query.group.groupType ?? null,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    keyWords: query.keyWords,
    language: scope.language,
    bventId: scope.bventId,
  };
  const reply = await callGateway(`${AGGREGATOR}/Material/GetFileListInGroup`, body, { signal });
  const page = parseReply(materialFilePage, reply, catalogue.noData, MATERIAL_ERROR);
  return { rows: page.list, total: page.total };
}
