import { loadable, type Loadable } from '../../renderer/loadable';
import { moduleLoaders } from './loaders';

type Components = { [Type in keyof typeof moduleLoaders]: Loadable<Parameters<Awaited<ReturnType<(typeof moduleLoaders)[Type]>>['default']>[0]> };

/** Every module type's component, downloaded on demand (or ahead, by the page's launch). */
export const moduleComponents = Object.fromEntries(
  Object.entries(moduleLoaders).map(([type, load]) => [type, loadable(load as never)]),
) as Components;
