/**
 * Where each module type's component comes from: one chunk per type. Plain import functions, no
 * React: the launch code asks for the chunks a page detail names the moment it arrives, while
 * React itself is still downloading.
 */
export const moduleLoaders = {
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

/** Starts downloading the components of these module types (unknown types are ignored). */
export function preloadModuleTypes(types: Iterable<string>): void {
  for (const type of new Set(types)) {
    if (Object.hasOwn(moduleLoaders, type)) void moduleLoaders[type as keyof typeof moduleLoaders]().catch(() => undefined);
  }
}
