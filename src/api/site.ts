import { SITE_CALLS } from '../../schemas/calls/site';
import type { PageDetail, PageNode } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import { catalogue } from '../platform/errors';
import { ask, callGateway, parseReply } from './gateway';
import { pageDraftOf } from './pageDraft';

export function getSiteById(id: string, signal?: AbortSignal): Promise<Site> {
  return ask(SITE_CALLS['Site/GetSiteById'], { id }, { signal, whenMissing: catalogue.noSiteInfo, whenInvalid: catalogue.siteInfoError });
}

export async function getPageTree(siteId: string, signal?: AbortSignal): Promise<PageNode[]> {
  const call = SITE_CALLS['Page/Tree'];
  const reply = await callGateway(call, { siteId }, { signal });
  // The spec's catalogue tells a tree that is not a list apart from a list it cannot read.
  const whenInvalid = Array.isArray(reply) ? catalogue.pageTreeError : catalogue.pageTreeMustBeArray;
  return parseReply(call.returnObj, reply, catalogue.pageTreeError, whenInvalid);
}

/** Page/Detail returns one detail per terminal; in preview, the workbench's draft of the page stands in for it. */
export async function getPageDetail(pageId: string, signal?: AbortSignal): Promise<PageDetail[]> {
  const draft = pageDraftOf(pageId);
  if (draft) return draft;
  return ask(SITE_CALLS['Page/Detail'], { pageId }, { signal, whenInvalid: catalogue.pageDetailError });
}
