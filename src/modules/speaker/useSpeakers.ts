import { querySpeakerGroupList, querySpeakerList } from '../../api/speaker';
import { useQuery } from '../../platform/useQuery';
import { useModuleHost } from '../shared/host';
import { SPEAKER_PAGE_SIZE } from './constants';

/**
 * The first page of the event's speakers in the site language and, when the organiser picked
 * groups, the event's groups. The module shows the first lines; the list page pages the rest.
 */
export function useSpeakers(wantsGroups: boolean) {
  const { bventId, topOrgId, language } = useModuleHost();
  const speakers = useQuery(`speaker:list:${bventId}:${topOrgId}:${language}:1`, (signal) =>
    querySpeakerList({ bventId, topOrgId, lang: language, pageIndex: 1, pageSize: SPEAKER_PAGE_SIZE, keyword: '' }, signal),
  );
  const groups = useQuery(wantsGroups ? `speaker:groups:${bventId}` : null, (signal) => querySpeakerGroupList(bventId, signal));
  return { speakers, groups: wantsGroups ? groups : null, language };
}
