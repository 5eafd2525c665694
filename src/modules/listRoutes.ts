import type { ModuleSchemas } from '../../schemas/modules';

/**
 * The list page of each module type that has one (spec section 2). The registry names them
 * from here; the router mounts them from here too, without loading every type's schema into
 * the first page load.
 */
export const listRoutes = {
  schedule: '/subPages/schedule/index',
  exhibitionSchedule: '/pages/exhibitionSchedule/index',
  picture: '/pages/picture/index',
  video: '/pages/video/index',
  document: '/pages/document/index',
  imageTextNavigation: '/pages/imageTextNavigation/index',
  speaker: '/pages/speaker/index',
  partners: '/pages/partners/index',
  news: '/subPages/news/list',
} as const satisfies Partial<Record<keyof ModuleSchemas, string>>;
