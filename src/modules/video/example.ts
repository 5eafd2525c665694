import type { videoModule } from '../../../schemas/modules/video';
import { perLanguage, type Examples } from '../shared/examples';

const copy = {
  'zh-CN': { title: '精彩视频', subTitle: '预告片、展馆导览与论坛回放', comments: ['欢迎来到 MITE 2026！'] },
  'en-US': { title: 'Videos', subTitle: 'Teaser, hall tour and forum replays', comments: ['Welcome to MITE 2026!'] },
  'zh-HK': { title: '精彩影片', subTitle: '預告片、展館導覽與論壇回放', comments: ['歡迎來到 MITE 2026！'] },
  'pt-PT': { title: 'Vídeos', subTitle: 'Apresentação, visita aos pavilhões e repetições dos fóruns', comments: ['Bem-vindos à MITE 2026!'] },
} as const;

/**
 * The expo's videos: two groups of the kitchen-sink event's video library (9311 highlights,
 * 9312 forums), answered from fixtures/kitchen-sink/Material, with scrolling comments on.
 */
export const videoExamples: Examples<typeof videoModule> = perLanguage((language) => ({
  id: `video-highlights-${language}`,
  pageId: `home-${language}`,
  sort: 7,
  moduleType: 'video',
  moduleTitle: { title: copy[language].title, subTitle: copy[language].subTitle, alignment: 'center' },
  config: { groupIds: ['9311', '9312'], comments: [...copy[language].comments], showComments: true },
}));
