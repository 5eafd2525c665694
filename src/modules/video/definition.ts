import { videoModule } from '../../../schemas/modules/video';
import { ROUTES } from '../../site/routes';
import { defineModule } from '../defineModule';

/** Video groups from the event's files, with the player. */
export const video = defineModule({
  schema: videoModule,
  code: () => import('./index'),
  sizedByContent: true,
  listRoute: ROUTES.videos,
  examples: () => import('./example').then((file) => file.videoExamples),
});
