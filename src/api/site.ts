import { pageDetailList, pageTree, type PageDetail, type PageNode } from '../../schemas/page';
import { site, type Site } from '../../schemas/site';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';
import { pageDraftOf } from './pageDraft';

export async function getSiteById(id: string, signal?: AbortSignal): Promise<Site> {
  const reply = await callGateway(`${AGGREGATOR}/Site/GetSiteById`, { id }, { signal });
  return parseReply(site, reply, catalogue.noSiteInfo, catalogue.siteInfoError);
}

export async function getPageTree(siteId: string, signal?: AbortSignal): Promise<PageNode[]> {
  const reply = await callGateway(`${AGGREGATOR}/Page/Tree`, { siteId }, { signal });
  const whenInvalid = Array.isArray(reply) ? catalogue.pageTreeError : catalogue.pageTreeMustBeArray;
  return parseReply(pageTree, reply, catalogue.pageTreeError, whenInvalid);
}

/** Page/Detail returns one detail per terminal; in preview, the workbench's draft of the page stands in for it. */
export async function getPageDetail(pageId: string, signal?: AbortSignal): Promise<PageDetail[]> {
  const draft = pageDraftOf(pageId);
  if (draft) return draft;
  const reply = await callGateway(`${AGGREGATOR}/Page/Detail`, { pageId }, { signal });
  return parseReply(pageDetailList, reply, catalogue.noData, catalogue.pageDetailError);
}
