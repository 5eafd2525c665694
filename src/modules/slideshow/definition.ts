import { slideshowModule } from '../../../schemas/modules/slideshow';
import { defineModule } from '../defineModule';

/** Pictures that advance on their own. */
export const slideshow = defineModule({
  schema: slideshowModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.slideshowExamples),
});
