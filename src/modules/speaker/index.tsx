import type { ModuleViewProps } from '../../../renderer/registry';
import { useSettled } from '../../../renderer/settle';
import type { SpeakerModule } from '../../../schemas/modules/speaker';
import { useFullList } from '../shared/fullList';
import { LoadFailed } from '../shared/LoadFailed';
import { PagingFooter } from '../shared/paging/PagingFooter';
import { SPEAKERS_SHOWN } from './constants';
import { SpeakerBoard, SpeakerSkeleton } from './SpeakerBoard';
import { useAllSpeakers, useFirstSpeakers, useSpeakerGroups } from './useSpeakers';

/** On a site page the first 4 × 2 speakers; on the speaker list page all of them, page by page. */
export default function SpeakerView(props: ModuleViewProps<SpeakerModule>) {
  return useFullList() ? <AllSpeakers {...props} /> : <FirstSpeakers {...props} />;
}

function FirstSpeakers({ config, terminal }: ModuleViewProps<SpeakerModule>) {
  const speakers = useFirstSpeakers();
  const groups = useSpeakerGroups(config.groupIds.length > 0);
  // The board's height is known once the speakers (and their groups) are in: the modules below wait for it.
  useSettled(speakers.status !== 'loading' && groups?.status !== 'loading');
  if (speakers.status === 'error') return <LoadFailed error={speakers.error} onRetry={speakers.retry} />;
  if (groups?.status === 'error') return <LoadFailed error={groups.error} onRetry={groups.retry} />;
  if (speakers.status === 'loading' || groups?.status === 'loading') return <SpeakerSkeleton terminal={terminal} />;
  return <SpeakerBoard speakers={speakers.data.list} groups={groups?.data ?? []} groupIds={config.groupIds} terminal={terminal} limit={SPEAKERS_SHOWN} />;
}

function AllSpeakers({ config, terminal }: ModuleViewProps<SpeakerModule>) {
  const { loadMore, retry, ...speakers } = useAllSpeakers();
  const groups = useSpeakerGroups(config.groupIds.length > 0);
  const first = speakers.rows.length === 0;
  useSettled((!first || speakers.status !== 'loading') && groups?.status !== 'loading');
  if (first && speakers.status === 'error') return <LoadFailed error={speakers.error} onRetry={retry} />;
  if (groups?.status === 'error') return <LoadFailed error={groups.error} onRetry={groups.retry} />;
  if ((first && speakers.status === 'loading') || groups?.status === 'loading') return <SpeakerSkeleton terminal={terminal} />;
  return (
    <SpeakerBoard
      speakers={speakers.rows}
      groups={groups?.data ?? []}
      groupIds={config.groupIds}
      terminal={terminal}
      // An event without speakers says so once, without a 'no more items' under it.
      footer={first ? null : <PagingFooter state={speakers} loadMore={loadMore} retry={retry} />}
    />
  );
}
