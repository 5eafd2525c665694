import { querySpeakerGroupList, querySpeakerList } from '../../api/speaker';
import { usePaged } from '../../platform/paging';
import { useQuery } from '../../platform/useQuery';
import { useModuleHost } from '../../site/host';
import { SPEAKER_PAGE_SIZE } from './constants';

/** The first page of the event's speakers in the site language: the module shows its first lines. */
export function useFirstSpeakers() {
  const { bventId, topOrgId, language } = useModuleHost();
  return useQuery(`speaker:list:${bventId}:${topOrgId}:${language}:1`, (signal) =>
    querySpeakerList({ bventId, topOrgId, lang: language, pageIndex: 1, pageSize: SPEAKER_PAGE_SIZE, keyword: '' }, signal),
  );
}

/** Every speaker of the event, page by page (the list page): the next page on `loadMore`. */
export function useAllSpeakers() {
  const { bventId, topOrgId, language } = useModuleHost();
  return usePaged(`speaker:all:${bventId}:${topOrgId}:${language}`, SPEAKER_PAGE_SIZE, async (pageIndex, signal) => {
    const page = await querySpeakerList({ bventId, topOrgId, lang: language, pageIndex, pageSize: SPEAKER_PAGE_SIZE, keyword: '' }, signal);
    return { rows: page.list, total: page.total };
  });
}

/** The event's speaker groups, when the organiser picked some (else nothing is loaded). */
export function useSpeakerGroups(wanted: boolean) {
  const { bventId } = useModuleHost();
  const groups = useQuery(wanted ? `speaker:groups:${bventId}` : null, (signal) => querySpeakerGroupList(bventId, signal));
  return wanted ? groups : null;
}
