import type { FileGroup, MaterialFile } from '../../../schemas/content/material';
import { isLastPage, type Page } from '../../platform/paging';

/**
 * The search pages' rules over the material calls' replies (spec sections 4 and 7), pure: which
 * groups a search looks in, which found something, and how many files it found.
 */

/** The groups searched: those of the module (or the event), narrowed to one when the address names its groupId. */
export function groupsInScope(groups: readonly FileGroup[], groupId: string | null): FileGroup[] {
  return groupId === null ? [...groups] : groups.filter((group) => String(group.groupId) === groupId);
}

/** Each group searched with the first page of what the keywords found in it. */
export interface GroupFind {
  group: FileGroup;
  first: Page<MaterialFile>;
}

/** The groups where the keywords found something, in the order the gateway gave them. */
export function groupsWithFinds(finds: readonly GroupFind[]): GroupFind[] {
  return finds.filter((find) => find.first.rows.length > 0);
}

/**
 * What the status says: the number found when every group's count is known (its total, or its
 * rows when its first page was its last), else the number shown so far, more to come.
 */
export function findCount(finds: readonly GroupFind[], pageSize: number): { found: number } | { shown: number } {
  let found = 0;
  let known = true;
  for (const { first } of finds) {
    if (typeof first.total === 'number') found += first.total;
    else if (isLastPage(first, 1, pageSize)) found += first.rows.length;
    else known = false;
  }
  return known ? { found } : { shown: finds.reduce((sum, { first }) => sum + first.rows.length, 0) };
}
