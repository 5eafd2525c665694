import { lazy } from 'react';
import type { Registry } from '../../renderer/registry';
import { moduleSchemas, type ModuleSchemas } from '../../schemas/modules';

/**
 * Every module type's schema and component. Components are separate chunks, so a page only
 * downloads the types it uses; the mapped type makes a missing type a compile error.
 */
export const registry: Registry<ModuleSchemas> = {
  banner: {
    schema: moduleSchemas.banner,
    component: lazy(() => import('./banner')),
    fullBleed: (module) => module.config.widthType === 'fullwidth',
  },
  description: { schema: moduleSchemas.description, component: lazy(() => import('./description')) },
  imageText: { schema: moduleSchemas.imageText, component: lazy(() => import('./imageText')) },
  footer: { schema: moduleSchemas.footer, component: lazy(() => import('./footer')) },
  schedule: { schema: moduleSchemas.schedule, component: lazy(() => import('./schedule')), listRoute: '/subPages/schedule/index' },
  exhibitionSchedule: {
    schema: moduleSchemas.exhibitionSchedule,
    component: lazy(() => import('./exhibitionSchedule')),
    listRoute: '/pages/exhibitionSchedule/index',
  },
  picture: { schema: moduleSchemas.picture, component: lazy(() => import('./picture')), listRoute: '/pages/picture/index' },
  video: { schema: moduleSchemas.video, component: lazy(() => import('./video')), listRoute: '/pages/video/index' },
  document: { schema: moduleSchemas.document, component: lazy(() => import('./document')), listRoute: '/pages/document/index' },
  timer: { schema: moduleSchemas.timer, component: lazy(() => import('./timer')) },
  slideshow: { schema: moduleSchemas.slideshow, component: lazy(() => import('./slideshow')) },
  gridNavigation: { schema: moduleSchemas.gridNavigation, component: lazy(() => import('./gridNavigation')) },
  imageTextNavigation: { schema: moduleSchemas.imageTextNavigation, component: lazy(() => import('./imageTextNavigation')), listRoute: '/pages/imageTextNavigation/index' },
  floatWindow: { schema: moduleSchemas.floatWindow, component: lazy(() => import('./floatWindow')) },
  registration: { schema: moduleSchemas.registration, component: lazy(() => import('./registration')) },
  speaker: { schema: moduleSchemas.speaker, component: lazy(() => import('./speaker')), listRoute: '/pages/speaker/index' },
  partners: { schema: moduleSchemas.partners, component: lazy(() => import('./partners')), listRoute: '/pages/partners/index' },
  news: { schema: moduleSchemas.news, component: lazy(() => import('./news')), listRoute: '/subPages/news/list' },
};
