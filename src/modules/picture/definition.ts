import { pictureModule } from '../../../schemas/modules/picture';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** Picture groups from the event's files. */
export const picture = defineModule({
  schema: pictureModule,
  code: () => import('./index'),
  sizedByContent: true,
  listRoute: ROUTES.pictures,
  examples: () => import('./example').then((file) => file.pictureExamples),
});
