import { preloadable } from '../../renderer/preloadable';

/**
 * Where each module type's component comes from: one chunk per type. No React here: the launch
 * code asks for the chunks a page detail names the moment it arrives, while React itself is
 * still downloading, and the renderer later finds them ready (./components).
 */
const importers = {
  banner: () => import('./banner'),
  description: () => import('./description'),
  imageText: () => import('./imageText'),
  footer: () => import('./footer'),
  schedule: () => import('./schedule'),
  exhibitionSchedule: () => import('./exhibitionSchedule'),
  picture: () => import('./picture'),
  video: () => import('./video'),
  document: () => import('./document'),
  timer: () => import('./timer'),
  slideshow: () => import('./slideshow'),
  gridNavigation: () => import('./gridNavigation'),
  imageTextNavigation: () => import('./imageTextNavigation'),
  floatWindow: () => import('./floatWindow'),
  registration: () => import('./registration'),
  speaker: () => import('./speaker'),
  partners: () => import('./partners'),
  news: () => import('./news'),
};

type Importers = typeof importers;
export type ModuleType = keyof Importers;

export const moduleCode = Object.fromEntries(Object.entries(importers).map(([type, load]) => [type, preloadable(load as () => Promise<unknown>)])) as unknown as {
  [Type in ModuleType]: ReturnType<typeof preloadable<Awaited<ReturnType<Importers[Type]>>>>;
};

/** Starts downloading the components of these module types (unknown types are ignored). */
export function preloadModuleTypes(types: Iterable<string>): void {
  for (const type of new Set(types)) {
    if (Object.hasOwn(moduleCode, type)) void moduleCode[type as ModuleType].preload().catch(() => undefined);
  }
}
