import { speakerGroups, speakerPage, type SpeakerGroup, type SpeakerPage } from '../../schemas/content/speaker';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

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
export async function querySpeakerList(query: SpeakerQuery, signal?: AbortSignal): Promise<SpeakerPage> {
  const reply = await callGateway(`${AGGREGATOR}/Speaker/QuerySpeakerList`, query, { signal });
  return parseReply(speakerPage, reply, catalogue.noData, SPEAKER_ERROR);
}

/** Speaker/QuerySpeakerGroupList (spec section 7): the event's speaker groups. */
export async function querySpeakerGroupList(bventId: string, signal?: AbortSignal): Promise<SpeakerGroup[]> {
  const reply = await callGateway(`${AGGREGATOR}/Speaker/QuerySpeakerGroupList`, { bventId }, { signal });
  return parseReply(speakerGroups, reply, catalogue.noData, SPEAKER_ERROR);
}
