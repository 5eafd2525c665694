import { footerModule } from '../../../schemas/modules/footer';
import { defineModule } from '../defineModule';

/** The organiser's contacts, links and codes at the foot of a page. */
export const footer = defineModule({
  schema: footerModule,
  code: () => import('./index'),
  textOnBackground: true,
  examples: () => import('./example').then((file) => file.footerExamples),
});
