import { describe, expect, it } from 'vitest';
import type { FileGroup, MaterialFile } from '../../schemas/content/material';
import { findCount, groupsInScope, groupsWithFinds, type GroupFind } from '../../src/pages/files/fileSearch';

const group = (groupId: number): FileGroup => ({ groupId: String(groupId), groupName: `Group ${groupId}`, groupType: 2, fileCount: 0, children: [] });
const file = (id: number) => ({ id: String(id), name: `File ${id}`, url: `/files/${id}.svg`, fileType: 'svg', createTime: '', comments: [] }) as MaterialFile;
const files = (count: number, from = 1) => Array.from({ length: count }, (_, index) => file(from + index));
const find = (groupId: number, rows: MaterialFile[], total?: number | null): GroupFind => ({ group: group(groupId), first: { rows, total } });

describe('file search scope', () => {
  it('searches every group of the module, or the one the address names', () => {
    const groups = [group(1), group(2)];
    expect(groupsInScope(groups, null)).toEqual(groups);
    expect(groupsInScope(groups, '2')).toEqual([group(2)]);
    expect(groupsInScope(groups, '9')).toEqual([]);
  });

  it('keeps the groups where the keywords found something, in the gateway’s order', () => {
    const finds = [find(1, files(2)), find(2, []), find(3, files(1))];
    expect(groupsWithFinds(finds).map((each) => each.group.groupId)).toEqual(['1', '3']);
    expect(groupsWithFinds([find(1, []), find(2, [])])).toEqual([]);
  });
});

describe('file search count', () => {
  it('adds up the groups’ totals', () => {
    expect(findCount([find(1, files(2), 2), find(2, files(100), 240)], 100)).toEqual({ found: 242 });
  });

  it('counts the rows of a group whose first page was its last when the gateway sends no total (spec section 4)', () => {
    expect(findCount([find(1, files(3), null), find(2, [], undefined)], 100)).toEqual({ found: 3 });
  });

  it('says how many are shown when a group without a total may hold more', () => {
    expect(findCount([find(1, files(5), null), find(2, files(2), 2)], 5)).toEqual({ shown: 7 });
  });

  it('finds nothing in no group', () => {
    expect(findCount([], 100)).toEqual({ found: 0 });
  });
});
