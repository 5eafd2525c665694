import { lazy } from 'react';
import type { Registry } from '../../renderer/registry';
import { moduleSchemas, type ModuleSchemas } from '../../schemas/modules';
import { listRoutes } from './listRoutes';

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
  schedule: { schema: moduleSchemas.schedule, component: lazy(() => import('./schedule')), listRoute: listRoutes.schedule },
  exhibitionSchedule: {
    schema: moduleSchemas.exhibitionSchedule,
    component: lazy(() => import('./exhibitionSchedule')),
    listRoute: listRoutes.exhibitionSchedule,
  },
  picture: { schema: moduleSchemas.picture, component: lazy(() => import('./picture')), listRoute: listRoutes.picture },
  video: { schema: moduleSchemas.video, component: lazy(() => import('./video')), listRoute: listRoutes.video },
  document: { schema: moduleSchemas.document, component: lazy(() => import('./document')), listRoute: listRoutes.document },
  timer: { schema: moduleSchemas.timer, component: lazy(() => import('./timer')) },
  slideshow: { schema: moduleSchemas.slideshow, component: lazy(() => import('./slideshow')) },
  gridNavigation: { schema: moduleSchemas.gridNavigation, component: lazy(() => import('./gridNavigation')) },
  imageTextNavigation: { schema: moduleSchemas.imageTextNavigation, component: lazy(() => import('./imageTextNavigation')), listRoute: listRoutes.imageTextNavigation },
  floatWindow: { schema: moduleSchemas.floatWindow, component: lazy(() => import('./floatWindow')) },
  registration: { schema: moduleSchemas.registration, component: lazy(() => import('./registration')) },
  speaker: { schema: moduleSchemas.speaker, component: lazy(() => import('./speaker')), listRoute: listRoutes.speaker },
  partners: { schema: moduleSchemas.partners, component: lazy(() => import('./partners')), listRoute: listRoutes.partners },
  news: { schema: moduleSchemas.news, component: lazy(() => import('./news')), listRoute: listRoutes.news },
};
