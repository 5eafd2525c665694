import { scheduleModule } from '../../../schemas/modules/schedule';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** The programme: sessions day by day from the gateway. */
export const schedule = defineModule({
  schema: scheduleModule,
  code: () => import('./index'),
  listRoute: ROUTES.schedule,
  sizedByContent: true,
  examples: () => import('./example').then((file) => file.scheduleExamples),
});
