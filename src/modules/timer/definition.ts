import { timerModule } from '../../../schemas/modules/timer';
import { defineModule } from '../defineModule';

/** A countdown to a moment of the event. */
export const timer = defineModule({
  schema: timerModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.timerExamples),
});
