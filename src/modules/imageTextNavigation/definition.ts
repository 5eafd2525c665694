import { imageTextNavigationModule } from '../../../schemas/modules/imageTextNavigation';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** Navigation cards of a picture and a text. */
export const imageTextNavigation = defineModule({
  schema: imageTextNavigationModule,
  code: () => import('./index'),
  listRoute: ROUTES.imageTextNavigation,
  contentInConfig: true,
  examples: () => import('./example').then((file) => file.imageTextNavigationExamples),
});
