// A bad item in any list is left out and reported alone (issue 13): each list of the wire,
// read from a recorded reply with one unreadable item put in the middle, keeps every other item
// and reports the one it left out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fixtureBundles, readReply } from '../../fixtures/index';
import { fileGroups, materialFilePage } from '../../schemas/content/material';
import { newsPage } from '../../schemas/content/news';
import { partnerCategories, partnerPage } from '../../schemas/content/partners';
import { scheduleList } from '../../schemas/content/schedule';
import { speakerGroups, speakerPage } from '../../schemas/content/speaker';
import { reportLeftOutItemsTo, type LeftOutItem } from '../../schemas/keptList';
import { pageTree } from '../../schemas/page';
import { site } from '../../schemas/site';

const bundles = [...fixtureBundles().values()];

/** The returnObj of the first recorded reply of a call that has a list of at least two items at `at`. */
function recorded(call: string, at: (value: never) => unknown[]): unknown {
  const [area, name] = call.split('/');
  for (const bundle of bundles) {
    for (const reply of bundle.replies.filter((entry) => entry.area === area && entry.call === name)) {
      const { returnObj } = readReply(reply) as { returnObj: unknown };
      const list = returnObj ? at(returnObj as never) : null;
      if (Array.isArray(list) && list.length >= 2) return returnObj;
    }
  }
  throw new Error(`No recording of ${call} with a list of two`);
}

const root = (value: unknown[]) => value;
const listOf = (value: { list: unknown[] }) => value.list;

const LISTS: [string, z.ZodMiniType, string, (value: never) => unknown[]][] = [
  ['the page tree', pageTree, 'Page/Tree', root],
  ["a site's bottom navigation", site, 'Site/GetSiteById', (value: { bottomNavigations: unknown[] }) => value.bottomNavigations],
  ["a site's languages", site, 'Site/GetSiteById', (value: { sites: unknown[] }) => value.sites],
  ['speakers', speakerPage, 'Speaker/QuerySpeakerList', listOf],
  ['speaker groups', speakerGroups, 'Speaker/QuerySpeakerGroupList', root],
  ['sessions', scheduleList, 'Schedule/List', root],
  ['partners', partnerPage, 'Cms/GetPartnersList', listOf],
  ['partner categories', partnerCategories, 'Cms/GetCategoryList', root],
  ['file groups', fileGroups, 'Material/GetGroupList', root],
  ['files', materialFilePage, 'Material/GetFileListInGroup', listOf],
  ['news stories', newsPage, 'Cms/GetNewsList', listOf],
];

let told: LeftOutItem[] = [];
beforeEach(() => {
  told = [];
  reportLeftOutItemsTo((item) => told.push(item));
});
afterEach(() => reportLeftOutItemsTo(null));

describe('a bad item is left out of its list alone, and reported', () => {
  it.each(LISTS)('%s', (_name, schema, call, at) => {
    const reply = recorded(call, at);
    const good = schema.parse(reply);
    const spoiled = structuredClone(reply);
    const list = at(spoiled as never);
    list.splice(1, 0, { id: { not: 'an id' }, pkey: [], pageId: null, title: 42 });
    expect(schema.parse(spoiled)).toEqual(good);
    expect(told).toHaveLength(1);
    expect(told[0]!.issues.length).toBeGreaterThan(0);
  });
});
