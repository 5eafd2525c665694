import { exhibitionScheduleModule } from '../../../schemas/modules/exhibitionSchedule';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** The organiser's agenda of exhibition events. */
export const exhibitionSchedule = defineModule({
  schema: exhibitionScheduleModule,
  code: () => import('./index'),
  listRoute: ROUTES.exhibitionSchedule,
  contentInConfig: true,
  examples: () => import('./example').then((file) => file.exhibitionScheduleExamples),
});
