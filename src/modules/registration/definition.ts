import { registrationModule } from '../../../schemas/modules/registration';
import { defineModule } from '../defineModule';

/** The way in to the event's registration. */
export const registration = defineModule({
  schema: registrationModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.registrationExamples),
});
