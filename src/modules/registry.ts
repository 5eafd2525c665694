import { loadable } from '../../renderer/loadable';
import type { ModuleDefinition, Registry } from '../../renderer/registry';
import type { ModuleSchemas } from '../../schemas/modules';
import { definitions } from './definitions';
import type { ModuleTypeDefinition } from './defineModule';

/** The renderer's side of a definition: the same facts, with the code as a component that renders once it has arrived. */
function forRenderer<S extends ModuleSchemas[keyof ModuleSchemas]>({ schema, code, listRoute, fullBleed, sizedByContent }: ModuleTypeDefinition<S>): ModuleDefinition<S> {
  return { schema, component: loadable(code), listRoute, fullBleed, sizedByContent };
}

/** Every module type's definition as the renderer reads it; a page only downloads the types it uses. */
export const registry = Object.fromEntries(
  Object.entries(definitions).map(([type, definition]) => [type, forRenderer(definition as ModuleTypeDefinition<ModuleSchemas[keyof ModuleSchemas]>)]),
) as Registry<ModuleSchemas>;
