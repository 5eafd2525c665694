import type { ModuleType } from '../../schemas/modules';

/**
 * The module types at the top of most pages (every built-in site opens with them). Their code
 * travels as one file (vite.config.ts), asked for with a site page's data rather than after its
 * detail has named them: on a phone that is one round trip less before the first screen.
 */
export const FIRST_SCREEN_TYPES = ['banner', 'description', 'imageText', 'footer'] as const satisfies readonly ModuleType[];
