import { speakerModule } from '../../../schemas/modules/speaker';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** The event's speakers from the gateway. */
export const speaker = defineModule({
  schema: speakerModule,
  code: () => import('./index'),
  sizedByContent: true,
  listRoute: ROUTES.speakers,
  examples: () => import('./example').then((file) => file.speakerExamples),
});
