import type { ModuleViewProps } from '../../../renderer/registry';
import type { VideoModule } from '../../../schemas/modules/video';
import { MaterialView } from '../shared/material/MaterialView';
import { Videos, VideosSkeleton } from './Videos';

/** The event's videos by group: the chosen one in the player, the group's videos as cards below to choose from. */
export default function Video({ module, config, terminal }: ModuleViewProps<VideoModule>) {
  return (
    <MaterialView kind="video" groupIds={config.groupIds} module={module} skeleton={<VideosSkeleton />}>
      {(videos) => <Videos videos={videos} config={config} terminal={terminal} />}
    </MaterialView>
  );
}

// The search page shows its finds by the module's own view, through this chunk: no chunk of their own for the views.
export { Videos, VideosSkeleton } from './Videos';
