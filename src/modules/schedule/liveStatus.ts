import { LIVE_STATUS, PLAY_TYPE, type ScheduleItem } from '../../../schemas/content/schedule';
import type { LanguageCode } from '../../../schemas/primitives';
import type { TimedSession } from './timed';

/** The live-status labels of spec section 4, by their text keys. */
export const LIVE_LABELS = ['onLive', 'ended', 'playingBack', 'replay', 'comingSoon', 'onDemand'] as const;
export type LiveLabel = (typeof LIVE_LABELS)[number];

type Phase = 'before' | 'during' | 'after';

type LiveFacts = Pick<TimedSession, 'liveStatus' | 'playType' | 'begin' | 'end' | 'playbackUrl'>;

/** The gateway's liveStatus wins; without it the session's times against `now` decide. */
function phaseOf(item: LiveFacts, now: Date): Phase {
  if (item.liveStatus === LIVE_STATUS.notStarted) return 'before';
  if (item.liveStatus === LIVE_STATUS.live) return 'during';
  if (item.liveStatus === LIVE_STATUS.over) return 'after';
  if (now < item.begin) return 'before';
  return now < item.end ? 'during' : 'after';
}

/**
 * The label a session wears (spec section 4), or null for a session that is not streamed.
 * On demand recordings are always "on demand"; otherwise: coming soon before the start, on live
 * (or playing back, for a recording played at the scheduled time) while it runs, and after the
 * end a replay when a recording exists, else ended.
 */
export function liveLabel(item: LiveFacts, now: Date): LiveLabel | null {
  if (item.playType === PLAY_TYPE.none) return null;
  if (item.playType === PLAY_TYPE.onDemand) return 'onDemand';
  const phase = phaseOf(item, now);
  if (phase === 'before') return 'comingSoon';
  if (phase === 'during') return item.playType === PLAY_TYPE.playback ? 'playingBack' : 'onLive';
  if (phase === 'after') return item.playbackUrl ? 'replay' : 'ended';
  return null;
}

/**
 * Where the label's action leads: the live room in the visitor's language while it is coming or
 * running (no link when the organiser gave none in that language), the recording afterwards.
 */
export function watchUrl(item: Pick<ScheduleItem, 'liveLinks' | 'playbackUrl'>, label: LiveLabel | null, language: LanguageCode): string | null {
  if (label === 'replay' || label === 'onDemand') return item.playbackUrl || null;
  if (label === 'onLive' || label === 'playingBack' || label === 'comingSoon') {
    return item.liveLinks.find((link) => link.language === language && link.url)?.url ?? null;
  }
  return null;
}
