import { gridNavigationModule } from '../../../schemas/modules/gridNavigation';
import { defineModule } from '../defineModule';

/** Icons in a grid, each a link. */
export const gridNavigation = defineModule({
  schema: gridNavigationModule,
  code: () => import('./index'),
  examples: () => import('./example').then((file) => file.gridNavigationExamples),
});
