import { loadable, type Loadable } from '../../renderer/loadable';
import { moduleCode, type ModuleType } from './loaders';

type Components = { [Type in ModuleType]: Loadable<Parameters<NonNullable<ReturnType<(typeof moduleCode)[Type]['loaded']>>['default']>[0]> };

/** Every module type's component, downloaded on demand or ahead by the page's launch. */
export const moduleComponents = Object.fromEntries(Object.entries(moduleCode).map(([type, code]) => [type, loadable(code as never)])) as Components;
