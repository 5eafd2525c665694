import { floatWindowModule } from '../../../schemas/modules/floatWindow';
import { defineModule } from '../defineModule';

/** A floating button or picture that stays on screen. */
export const floatWindow = defineModule({
  schema: floatWindowModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.floatWindowExamples),
});
