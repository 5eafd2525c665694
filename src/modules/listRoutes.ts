import { ROUTES } from '../site/routes';
import type { ModuleSchemas } from '../../schemas/modules';

/**
 * The list page of each module type that has one (spec section 2). The registry names them
 * from here; the router mounts them from here too, without loading every type's schema into
 * the first page load.
 */
export const listRoutes = {
  schedule: ROUTES.schedule,
  exhibitionSchedule: ROUTES.exhibitionSchedule,
  picture: ROUTES.pictures,
  video: ROUTES.videos,
  document: ROUTES.documents,
  imageTextNavigation: ROUTES.imageTextNavigation,
  speaker: ROUTES.speakers,
  partners: ROUTES.partners,
  news: ROUTES.news,
} as const satisfies Partial<Record<keyof ModuleSchemas, string>>;
