import { documentModule } from '../../../schemas/modules/document';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** Document groups from the event's files. */
export const document = defineModule({
  schema: documentModule,
  code: () => import('./index'),
  sizedByContent: true,
  listRoute: ROUTES.documents,
  examples: () => import('./example').then((file) => file.documentExamples),
});
