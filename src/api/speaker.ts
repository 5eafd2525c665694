import { SPEAKER_CALLS } from '../../schemas/calls/speaker';
import type { SpeakerGroup, SpeakerPage } from '../../schemas/content/speaker';
import type { LanguageCode } from '../../schemas/primitives';
import { ask } from './gateway';

const SPEAKER_ERROR = 'speaker error for api';

export interface SpeakerQuery {
  bventId: string;
  topOrgId: string;
  lang: LanguageCode;
  pageIndex: number;
  pageSize: number;
  keyword: string;
}

/** Speaker/QuerySpeakerList (spec section 7): one page of the event's speakers. */
export function querySpeakerList(query: SpeakerQuery, signal?: AbortSignal): Promise<SpeakerPage> {
  return ask(SPEAKER_CALLS['Speaker/QuerySpeakerList'], query, { signal, whenInvalid: SPEAKER_ERROR });
}

/** Speaker/QuerySpeakerGroupList (spec section 7): the event's speaker groups. */
export function querySpeakerGroupList(bventId: string, signal?: AbortSignal): Promise<SpeakerGroup[]> {
  return ask(SPEAKER_CALLS['Speaker/QuerySpeakerGroupList'], { bventId }, { signal, whenInvalid: SPEAKER_ERROR });
}
