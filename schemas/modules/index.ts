import { bannerModule } from './banner';
import { descriptionModule } from './description';
import { footerModule } from './footer';
import { imageTextModule } from './imageText';
import { timerModule } from './timer';

/**
 * Every module type the client knows, by its wire `moduleType`. The registry in
 * src/modules is typed from this map, so a type cannot have a schema without a component.
 */
export const moduleSchemas = {
  banner: bannerModule,
  description: descriptionModule,
  imageText: imageTextModule,
  footer: footerModule,
  timer: timerModule,
} as const;

export type ModuleSchemas = typeof moduleSchemas;
export type ModuleType = keyof ModuleSchemas;
