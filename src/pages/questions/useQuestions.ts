import { useMemo } from 'react';
import { getQuestionList } from '../../api/questions';
import { useQuery } from '../../platform/useQuery';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';
import { shownGroups } from './shownQuestions';

/** The site's event's questions in the site's language, as the page shows them. */
export function useQuestions() {
  const { site } = useSite();
  const { bventId, language } = hostOf(site);
  const query = useQuery(`questions:${bventId}:${language}`, (signal) => getQuestionList({ bventId, lang: language }, signal));
  const groups = useMemo(() => (query.status === 'ready' ? shownGroups(query.data) : null), [query.status, query.data]);
  return { ...query, groups };
}
