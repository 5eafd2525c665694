import { bannerModule } from '../../../schemas/modules/banner';
import { defineModule } from '../defineModule';

/** The opening picture or carousel of a page, optionally with a countdown. */
export const banner = defineModule({
  schema: bannerModule,
  code: () => import('./index'),
  fullBleed: (module) => module.config.widthType === 'fullwidth',
  examples: () => import('./example').then((file) => file.bannerExamples),
});
