import { partnersModule } from '../../../schemas/modules/partners';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** Partner logos by category from the gateway. */
export const partners = defineModule({
  schema: partnersModule,
  code: () => import('./index'),
  sizedByContent: true,
  listRoute: ROUTES.partners,
  examples: () => import('./example').then((file) => file.partnersExamples),
});
