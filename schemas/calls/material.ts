import * as z from 'zod/mini';
import { fileGroups, MATERIAL_TYPE, materialFilePage } from '../content/material';
import { languageCode } from '../primitives';
import { count } from './sent';
import { AGGREGATOR, type WireCall } from './wire';

/** What the three file-list calls share (spec section 7); each adds the groups it lists. */
const filePage = {
  topOrgId: z.string(),
  siteId: z.string(),
  /** The group's groupType as Material/GetGroupList sent it. */
  groupType: z.nullable(z.number()),
  pageNo: count,
  pageSize: count,
  keyWords: z.string(),
  language: languageCode,
  bventId: z.string(),
};
const oneGroup = z.strictObject({ ...filePage, groupId: z.string(), isAllGroup: z.literal(false) });

/** The event's file libraries: documents, pictures and videos, by group. */
export const MATERIAL_CALLS = {
  'Material/GetGroupList': {
    path: `${AGGREGATOR}/Material/GetGroupList`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({
      /** Which library: MATERIAL_TYPE. */
      type: z.literal(Object.values(MATERIAL_TYPE)),
      /** The organiser's choice of groups; empty: all. */
      groupIds: z.array(z.string()),
      bventId: z.string(),
      siteId: z.string(),
      language: languageCode,
    }),
    returnObj: fileGroups,
  },
  'Material/GetFileListInGroup': { path: `${AGGREGATOR}/Material/GetFileListInGroup`, method: 'POST', auth: 'none', request: oneGroup, returnObj: materialFilePage },
  /**
   * A schedule group's files: a session's (its id is the group's), or a file group's sub-group.
   * Ours in its use: the spec names the call and the fields of the three file-list calls.
   */
  'Material/GetFileListInScheduleGroup': { path: `${AGGREGATOR}/Material/GetFileListInScheduleGroup`, method: 'POST', auth: 'none', request: oneGroup, returnObj: materialFilePage },
  /** Ours in its use: a file group's files with its sub-groups' (`groups`: the group, then its sub-groups), in one list. */
  'Material/GetFileListInGroupAndScheduleGroup': {
    path: `${AGGREGATOR}/Material/GetFileListInGroupAndScheduleGroup`,
    method: 'POST',
    auth: 'none',
    request: z.strictObject({ ...filePage, groups: z.array(z.string()).check(z.minLength(1)), isAllGroup: z.literal(true) }),
    returnObj: materialFilePage,
  },
} as const satisfies Record<string, WireCall>;
