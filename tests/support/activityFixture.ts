// The kitchen-sink event's activities (Bvent/GetMiniProgramCodeBvents, one page per language):
// the kitchen sink itself and the demo expo, published, and a draft the client must not show.
import type * as z from 'zod/mini';
import type { activity } from '../../schemas/content/activity';
import type { LanguageCode } from '../../schemas/primitives';
import { languages } from '../../src/i18n/languages';
import { KITCHEN_SINK } from './kitchenSink';

type ActivityInput = z.input<typeof activity>;

const EXPO_SITES: Record<LanguageCode, string> = { 'en-US': '1001', 'zh-CN': '1002', 'zh-HK': '1003', 'pt-PT': '1004' };

function activitiesIn(language: LanguageCode): ActivityInput[] {
  const place = { venue: 'Cotai Harbour Exhibition Centre', address: 'Estrada do Istmo, Cotai', cityName: 'Macao', countryName: 'China', timeZone: 'Asia/Macau' };
  return [
    { ...place, id: KITCHEN_SINK.bventId, siteId: KITCHEN_SINK.siteIds[language], title: 'MITE 2026 · Kitchen sink', cover: '/files/demo-expo/card-booth.svg', startTime: '2026-10-22 09:00:00', endTime: '2026-10-25 18:00:00', isPublish: true },
    { ...place, id: '88001', siteId: EXPO_SITES[language], title: 'Macao International Trade Expo 2026', cover: '/files/demo-expo/card-ship.svg', startTime: '2026-10-22T10:00:00+08:00', endTime: '2026-10-25T17:00:00+08:00', isPublish: true },
    { ...place, id: '9002', siteId: KITCHEN_SINK.siteIds[language], title: 'MITE 2027 · Kitchen sink (draft)', cover: null, startTime: '2027-10-21 09:00:00', endTime: '2027-10-24 18:00:00', isPublish: false },
  ];
}

/** The recorded replies' returnObj, by path under the kitchen-sink bundle. */
export function activityReplies(): Map<string, unknown> {
  return new Map(
    languages.map(({ code }) => {
      const list = activitiesIn(code);
      return [`Bvent/GetMiniProgramCodeBvents/${KITCHEN_SINK.bventId}_${code}_1.json`, { list, total: list.length }] as const;
    }),
  );
}
