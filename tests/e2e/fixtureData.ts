// What the end-to-end tests expect to see, read from the same fixture map the replay server
// serves, through the same schemas the client parses with: no copied titles or ids.
import { fixtureBundles, response, type FixtureBundle } from '../../fixtures/index';
import { activityPage } from '../../schemas/content/activity';
import { newsDetail } from '../../schemas/content/news';
import { scheduleList } from '../../schemas/content/schedule';
import { speakerPage } from '../../schemas/content/speaker';
import { moduleEnvelope, pageDetailList, pageTree, type PageNode, type Terminal } from '../../schemas/page';
import { eventLanguages, intellectualProperty } from '../../schemas/event';
import { site as siteSchema } from '../../schemas/site';

const bundles = fixtureBundles();

function replyOf(area: string, call: string, key: string): unknown {
  for (const bundle of bundles.values()) {
    const envelope = response(bundle, area, call, key) as { returnObj: unknown } | undefined;
    if (envelope) return envelope.returnObj;
  }
  throw new Error(`No fixture records ${area}/${call}/${key}`);
}

export function bundle(name: string): FixtureBundle {
  const found = bundles.get(name);
  if (!found) throw new Error(`No fixture bundle ${name}`);
  return found;
}

export const siteOf = (id: string) => siteSchema.parse(replyOf('Site', 'GetSiteById', id));
export const treeOf = (siteId: string) => pageTree.parse(replyOf('Page', 'Tree', siteId));
/** The languages an event lists (QueryLanguages). */
export const eventLanguagesOf = (bventId: string) => eventLanguages.parse(replyOf('ClientAggregator', 'QueryLanguages', bventId)).languageCollection;
/** An event's intellectual-property statement, null where the event has none. */
export const intellectualPropertyOf = (bventId: string) => {
  const statement = replyOf('ClientAggregator', 'GetIntellectualPropertyByBventId', bventId);
  return statement === null ? null : intellectualProperty.parse(statement);
};
/** One of an event's news stories in one language (Cms/GetNewsDetail). */
export const storyOf = (bventId: string, language: string, id: string) => newsDetail.parse(replyOf('Cms', 'GetNewsDetail', `${bventId}_${language}_${id}`));
/** The first page of an event's activities in one language, drafts included. */
/** A day of an event's programme in a language (YYYY-MM-DD), as Schedule/List answers it. */
export const sessionsOf = (bventId: string, language: string, day: string) => scheduleList.parse(replyOf('Schedule', 'List', `${bventId}_${language}_${day}`));
/** The first page of an event's speakers in a language. */
export const speakersOf = (bventId: string, language: string) => speakerPage.parse(replyOf('Speaker', 'QuerySpeakerList', `${bventId}_${language}_1_`)).list;
export const activitiesOf = (bventId: string, language: string) => activityPage.parse(replyOf('Bvent', 'GetMiniProgramCodeBvents', `${bventId}_${language}_1`)).list;
export const detailOf = (pageId: string, terminal: Terminal) => {
  const details = pageDetailList.parse(replyOf('Page', 'Detail', pageId));
  const detail = details.find((entry) => entry.terminal === terminal) ?? details[0];
  if (!detail) throw new Error(`Page ${pageId} has no detail`);
  return { ...detail, modules: detail.modules.map((module) => moduleEnvelope.parse(module)) };
};

export function pages(siteId: string): PageNode[] {
  const walk = (nodes: PageNode[]): PageNode[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
  return walk(treeOf(siteId));
}

/** The page of a site that shares `commonPageId` with a page of another language's site. */
export function pageByCommonId(siteId: string, commonPageId: string): PageNode {
  const page = pages(siteId).find((node) => node.commonPageId === commonPageId);
  if (!page) throw new Error(`Site ${siteId} has no page with commonPageId ${commonPageId}`);
  return page;
}

export function pageByTitle(siteId: string, title: string): PageNode {
  const page = pages(siteId).find((node) => node.title === title);
  if (!page) throw new Error(`Site ${siteId} has no page titled ${title}`);
  return page;
}
