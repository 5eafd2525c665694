import type { ModuleViewProps } from '../../../renderer/registry';
import type { PictureModule } from '../../../schemas/modules/picture';
import { MaterialView } from '../shared/material/MaterialView';
import { Gallery, GallerySkeleton } from './Gallery';

/** The event's pictures by group, each opening the image preview. */
export default function Picture({ module, config, terminal }: ModuleViewProps<PictureModule>) {
  return (
    <MaterialView kind="picture" groupIds={config.groupIds} module={module} skeleton={<GallerySkeleton config={config} terminal={terminal} />}>
      {(pictures) => <Gallery pictures={pictures} config={config} terminal={terminal} />}
    </MaterialView>
  );
}

// The search page shows its finds by the module's own view, through this chunk: no chunk of their own for the views.
export { Gallery, GallerySkeleton } from './Gallery';
