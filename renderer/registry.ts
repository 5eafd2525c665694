import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { Terminal } from '../schemas/page';

/** What every module component receives: its parsed payload and the terminal in force. */
export interface ModuleViewProps<M> {
  module: M;
  /** The module's config for this terminal: mobileConfig on phones when not synced. */
  config: M extends { config: infer C } ? C : never;
  terminal: Terminal;
}

export interface ModuleDefinition<S extends z.ZodMiniType> {
  schema: S;
  /** Usually `lazy(() => import('./type'))`: a type absent from the page never loads. */
  component: ComponentType<ModuleViewProps<z.output<S>>>;
  /** The list page a "more" button of this type opens, when the type has one (spec section 2); the frame links to it. */
  listRoute?: string;
  /** True when the module spans the window instead of the site's module width (a full-width banner). */
  fullBleed?: (module: z.output<S>) => boolean;
  /** Its height comes from content it loads itself: the modules below wait until it settles (useSettled). */
  sizedByContent?: boolean;
}

/**
 * One mapped type from schema map to definitions (after Puck's component config): a module
 * type's schema and its component's props cannot drift apart.
 */
export type Registry<Schemas extends Record<string, z.ZodMiniType>> = {
  [K in keyof Schemas]: ModuleDefinition<Schemas[K]>;
};

/** The registry as the renderer reads it, by a type name that arrived over the wire. */
export type AnyRegistry = Record<string, ModuleDefinition<z.ZodMiniType>>;
