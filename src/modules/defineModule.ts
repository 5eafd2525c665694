import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import { preloadable, type Preloadable } from '../../renderer/preloadable';
import type { ModuleViewProps } from '../../renderer/registry';
import type { Route } from '../site/routes';
import type { Examples } from './shared/examples';

type ModuleComponent<S extends z.ZodMiniType> = ComponentType<ModuleViewProps<z.output<S>>>;

/**
 * Everything the product knows about one module type, declared once in its folder
 * (`<type>/definition.ts`). No React runs here: the launch code reads definitions to fetch a
 * page's module code while React itself is still downloading.
 */
export interface ModuleTypeDefinition<S extends z.ZodMiniType> {
  /** The wire contract of the type (schemas/modules/<type>.ts). */
  schema: S;
  /** The component's chunk, fetched when a page names the type; its default export renders the module. */
  code: Preloadable<{ default: ModuleComponent<S> }>;
  /** The list page a "more" button without a link of its own opens (spec section 2). */
  listRoute?: Route;
  /**
   * The list page lists what the organiser's module carries in its config (stories, agenda
   * entries, navigation cards): a link that names no module has nothing to list. Other types
   * list the event's content from the gateway.
   */
  contentInConfig?: boolean;
  /** Spans the window instead of the site's module width (a full-width banner). */
  fullBleed?: (module: z.output<S>) => boolean;
  /**
   * Its height comes from content it loads and no payload field foretells (a programme day holds
   * any number of sessions, a file library any number of files, a speaker board or a partner
   * wall any number of faces): the modules below wait until it calls useSettled, so its growing
   * never moves what a visitor reads below it (WebKit has no scroll anchoring).
   */
  sizedByContent?: boolean;
  /** Its text takes the palette that reads on the organiser's solid background colour (shared/tone.ts), so that colour alone cannot make it unreadable. */
  textOnBackground?: boolean;
  /** One wire payload per site language, for stories, tests and the generated fixtures; never loaded by the site. */
  examples: () => Promise<Examples<S>>;
}

/** A module type's definition, with its component's import made preloadable. */
export function defineModule<S extends z.ZodMiniType>(
  definition: Omit<ModuleTypeDefinition<S>, 'code'> & { code: () => Promise<{ default: ModuleComponent<S> }> },
): ModuleTypeDefinition<S> {
  return { ...definition, code: preloadable(definition.code) };
}
