import type { ModuleSchemas, ModuleType } from '../../schemas/modules';
import { banner } from './banner/definition';
import { description } from './description/definition';
import { imageText } from './imageText/definition';
import { footer } from './footer/definition';
import { schedule } from './schedule/definition';
import { exhibitionSchedule } from './exhibitionSchedule/definition';
import { picture } from './picture/definition';
import { video } from './video/definition';
import { document } from './document/definition';
import { timer } from './timer/definition';
import { slideshow } from './slideshow/definition';
import { gridNavigation } from './gridNavigation/definition';
import { imageTextNavigation } from './imageTextNavigation/definition';
import { floatWindow } from './floatWindow/definition';
import { registration } from './registration/definition';
import { speaker } from './speaker/definition';
import { partners } from './partners/definition';
import { news } from './news/definition';
import type { ModuleTypeDefinition } from './defineModule';

/**
 * Every module type the product renders, one line each: the definitions live in the types'
 * folders. The mapped type makes a type with a schema but no definition a compile error.
 */
export const definitions: { [Type in ModuleType]: ModuleTypeDefinition<ModuleSchemas[Type]> } = {
  banner,
  description,
  imageText,
  footer,
  schedule,
  exhibitionSchedule,
  picture,
  video,
  document,
  timer,
  slideshow,
  gridNavigation,
  imageTextNavigation,
  floatWindow,
  registration,
  speaker,
  partners,
  news,
};

/** The known module types among these, each once. */
const known = (types: Iterable<string>): ModuleType[] => [...new Set(types)].filter((type): type is ModuleType => Object.hasOwn(definitions, type));

/** Starts downloading the components of these module types (unknown types are ignored). */
export function preloadModuleTypes(types: Iterable<string>): void {
  for (const type of known(types)) void definitions[type].code.preload().catch(() => undefined);
}

/** The components of these module types, for a render that must have them before it starts (a server's). */
export function loadModuleTypes(types: Iterable<string>): Promise<unknown[]> {
  return Promise.all(known(types).map((type) => definitions[type].code.preload()));
}
