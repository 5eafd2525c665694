import type { Registry } from '../../renderer/registry';
import { moduleSchemas, type ModuleSchemas } from '../../schemas/modules';
import { moduleComponents as components } from './components';
import { listRoutes } from './listRoutes';

/**
 * Every module type's schema and component. Components are separate chunks (./components), so
 * a page only downloads the types it uses; the mapped type makes a missing type a compile error.
 */
export const registry: Registry<ModuleSchemas> = {
  banner: {
    schema: moduleSchemas.banner,
    component: components.banner,
    fullBleed: (module) => module.config.widthType === 'fullwidth',
  },
  description: { schema: moduleSchemas.description, component: components.description },
  imageText: { schema: moduleSchemas.imageText, component: components.imageText },
  footer: { schema: moduleSchemas.footer, component: components.footer },
  schedule: { schema: moduleSchemas.schedule, component: components.schedule, listRoute: listRoutes.schedule },
  exhibitionSchedule: {
    schema: moduleSchemas.exhibitionSchedule,
    component: components.exhibitionSchedule,
    listRoute: listRoutes.exhibitionSchedule,
  },
  picture: { schema: moduleSchemas.picture, component: components.picture, listRoute: listRoutes.picture },
  video: { schema: moduleSchemas.video, component: components.video, listRoute: listRoutes.video },
  document: { schema: moduleSchemas.document, component: components.document, listRoute: listRoutes.document },
  timer: { schema: moduleSchemas.timer, component: components.timer },
  slideshow: { schema: moduleSchemas.slideshow, component: components.slideshow },
  gridNavigation: { schema: moduleSchemas.gridNavigation, component: components.gridNavigation },
  imageTextNavigation: { schema: moduleSchemas.imageTextNavigation, component: components.imageTextNavigation, listRoute: listRoutes.imageTextNavigation },
  floatWindow: { schema: moduleSchemas.floatWindow, component: components.floatWindow },
  registration: { schema: moduleSchemas.registration, component: components.registration },
  speaker: { schema: moduleSchemas.speaker, component: components.speaker, listRoute: listRoutes.speaker },
  partners: { schema: moduleSchemas.partners, component: components.partners, listRoute: listRoutes.partners },
  news: { schema: moduleSchemas.news, component: components.news, listRoute: listRoutes.news },
};
