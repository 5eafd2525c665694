import type { LanguageCode } from '../../schemas/primitives';
import type { ModuleHost } from '../../src/site/host';

/**
 * The kitchen-sink fixture site (fixtures/kitchen-sink): its event, organisation and one site
 * per language. Module examples load their gateway content for this event, so stories, unit
 * tests and the end-to-end suite all read the same recorded replies.
 */
export const KITCHEN_SINK = {
  bventId: '9001',
  topOrgId: '9000',
  siteIds: { 'en-US': '9101', 'zh-CN': '9102', 'zh-HK': '9103', 'pt-PT': '9104' } satisfies Record<LanguageCode, string>,
} as const;

/** The host a module example runs on: the kitchen-sink site in `language`. */
export function exampleHost(language: LanguageCode): ModuleHost {
  return {
    bventId: KITCHEN_SINK.bventId,
    siteId: KITCHEN_SINK.siteIds[language],
    topOrgId: KITCHEN_SINK.topOrgId,
    language,
    eventTitle: 'Macao International Trade Expo 2026',
    eventPlace: 'Cotai Harbour Exhibition Centre, Macao',
    timeZone: 'Asia/Macau',
    isExpo: true,
    guideRegistrationTip: true,
  };
}
