import { imageTextModule } from '../../../schemas/modules/imageText';
import { defineModule } from '../defineModule';

/** Cards of a picture, a title and a text. */
export const imageText = defineModule({
  schema: imageTextModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.imageTextExamples),
});
