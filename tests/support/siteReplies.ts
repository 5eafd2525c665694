// The pieces every generated bundle builds its replies from: the wire envelope, the module
// examples, a site, a page tree and a page's details.
import type * as z from 'zod/mini';
import type { LanguageCode } from '../../schemas/primitives';
import type { site } from '../../schemas/site';
import { definitions } from '../../src/modules/definitions';
import { KITCHEN_SINK } from './kitchenSink';

export type SiteInput = z.input<typeof site>;
export type Json = Record<string, unknown>;

export const ok = (returnObj: unknown) => ({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

/** Every registered type's example payloads, by type and language. */
export async function examples(): Promise<Record<string, Record<LanguageCode, Json>>> {
  const entries = await Promise.all(
    Object.entries(definitions).map(async ([type, definition]) => [type, (await definition.examples()) as Record<LanguageCode, Json>] as const),
  );
  return Object.fromEntries(entries);
}

export function siteOf(id: string, language: LanguageCode, title: string, sites: { language: LanguageCode; id: string }[], bventId: string = KITCHEN_SINK.bventId): SiteInput {
  return {
    id,
    title,
    businessId: bventId,
    businessType: 'Bvent',
    orgId: KITCHEN_SINK.topOrgId,
    language,
    sites: sites.map((entry) => ({ ...entry, isHide: false })),
    themeColor: '#2061E6',
    moduleWidth: 1440,
    globalSetting: { browserTitle: title, isOpenSEO: false, isGuideRegistrationTip: true },
    componentSet: {
      bottomNav: true,
      topNav: {
        layout: 'LeftRight',
        showLogo: true,
        logo: '/files/demo-expo/logo.svg',
        showMenu: true,
        isGlobalSearch: true,
        searchModules: ['speaker', 'schedule', 'news', 'picture', 'video', 'document', 'partners'],
      },
    },
    bottomNavigations: [],
    bvent: {
      id: bventId,
      title,
      industryType: 'Exhibition',
      relationType: 'Event',
      startTime: '2026-10-22 09:00:00',
      endTime: '2026-10-25 18:00:00',
      venue: 'Cotai Harbour Exhibition Centre',
      cityName: 'Macao',
      timeZone: 'Asia/Macau',
    },
  };
}

/**
 * Examples link to demo-expo pages; on a one-page bundle every page link stays on that page,
 * and anchors (module ids of other pages) are dropped.
 */
export function localiseLinks(value: unknown, pageId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localiseLinks(item, pageId));
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localiseLinks(item, pageId)]));
  return copy.linkType === 'page' ? { ...copy, linkPageId: pageId, anchor: null } : copy;
}

export function page(pageId: string, title: string, modules: Json[]) {
  const detail = (terminal: 'pc' | 'mobile') => ({ pageId, terminal, title, isPublish: true, modules });
  return ok([detail('pc'), detail('mobile')]);
}

export function tree(...pages: { pageId: string; title: string }[]) {
  return ok(pages.map(({ pageId, title }, sort) => ({ pageId, title, type: 'pagemodule', onNavigation: true, children: [], commonPageId: '9901', sort })));
}
