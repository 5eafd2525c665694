import { descriptionModule } from '../../../schemas/modules/description';
import { defineModule } from '../defineModule';

/** Rich text written by the organiser. */
export const description = defineModule({
  schema: descriptionModule,
  code: () => import('./index'),
  textOnBackground: true,
  examples: () => import('./example').then((file) => file.descriptionExamples),
});
