import { LIVE_STATUS, PLAY_TYPE, type ScheduleItem } from '../../../schemas/content/schedule';

/** Spec section 9: the preview shows this many mock sessions. */
export const MOCK_PREVIEW_ITEMS = 3;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Morning, late morning and afternoon slots: ended, on live and coming soon, to show every look. */
const SLOTS = [
  { begin: '09:30', end: '10:30', liveStatus: LIVE_STATUS.over },
  { begin: '11:00', end: '12:00', liveStatus: LIVE_STATUS.live },
  { begin: '14:00', end: '15:30', liveStatus: LIVE_STATUS.notStarted },
] as const;

/** The preview's sample sessions on `day`, worded in the organiser's language. */
export function mockSchedule(t: Translate, day: string): ScheduleItem[] {
  return Array.from({ length: MOCK_PREVIEW_ITEMS }, (_, index) => SLOTS[index % SLOTS.length]!).map((slot, index) => ({
    id: `mock-${index + 1}`,
    title: t('mock.title', { n: index + 1 }),
    topic: t('mock.topic'),
    beginTime: `${day} ${slot.begin}:00`,
    endTime: `${day} ${slot.end}:00`,
    venue: { id: 'mock-venue', name: t('mock.venue') },
    scheduleType: { id: 'mock-type', name: t('mock.type') },
    isFollowed: false,
    liveLinks: [],
    liveStatus: slot.liveStatus,
    playType: PLAY_TYPE.live,
    playbackUrl: null,
    speakers: [{ pkey: `mock-speaker-${index + 1}`, fullName: t('mock.speaker'), position: null, company: null, avatar: null }],
    sort: index,
  }));
}
