import { newsModule } from '../../../schemas/modules/news';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** The organiser's news stories. */
export const news = defineModule({
  schema: newsModule,
  code: () => import('./index'),
  listRoute: ROUTES.news,
  contentInConfig: true,
  examples: () => import('./example').then((file) => file.newsExamples),
});
