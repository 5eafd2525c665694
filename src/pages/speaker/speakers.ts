import { querySpeakerList } from '../../api/speaker';
import type { Speaker, SpeakerPage } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import { MAX_LOOKUP_PAGES, SPEAKER_PAGE_SIZE } from '../../modules/speaker/constants';
import { pagesUntilLast, usePaged } from '../../platform/paging';
import { cache } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';

/** Whose speakers: the loaded site's event, organisation and language. */
interface SpeakerScope {
  bventId: string;
  topOrgId: string;
  language: LanguageCode;
}

function useSpeakerScope(): SpeakerScope {
  const { site } = useSite();
  const { bventId, topOrgId, language } = hostOf(site);
  return { bventId, topOrgId, language };
}

/** Every page of the event's speakers for a keyword (empty: every speaker), as one paging key. */
function speakerPagesKey({ bventId, topOrgId, language }: SpeakerScope, keyword: string): string {
  return `speaker:pages:${bventId}:${topOrgId}:${language}:${encodeURIComponent(keyword)}`;
}

/**
 * The cache key of one page of the event's speakers for a keyword. The search page and the
 * detail page read pages under the same keys, so a speaker opened from the search is found in
 * the pages already read.
 */
export function speakerPageKey(scope: SpeakerScope, keyword: string, pageIndex: number): string {
  return `${speakerPagesKey(scope, keyword)}:${pageIndex}`;
}

/** One page from Speaker/QuerySpeakerList, or from the replies already read this visit; kept for the next view. */
async function loadSpeakerPage(scope: SpeakerScope, keyword: string, pageIndex: number, signal: AbortSignal): Promise<SpeakerPage> {
  const key = speakerPageKey(scope, keyword, pageIndex);
  if (cache.has(key)) return cache.get(key) as SpeakerPage;
  const { bventId, topOrgId, language } = scope;
  const page = await querySpeakerList({ bventId, topOrgId, lang: language, pageIndex, pageSize: SPEAKER_PAGE_SIZE, keyword }, signal);
  cache.set(key, page);
  return page;
}

/** The speakers matching a keyword, page by page (the next on `loadMore`), and the total when the gateway gives one. */
export function useSpeakerSearch(keyword: string) {
  const scope = useSpeakerScope();
  const paged = usePaged(speakerPagesKey(scope, keyword), SPEAKER_PAGE_SIZE, async (pageIndex, signal) => {
    const page = await loadSpeakerPage(scope, keyword, pageIndex, signal);
    return { rows: page.list, total: page.total };
  });
  // The first page carries the total; it is in the cache once the first rows are shown.
  const first = paged.status === 'loading' && paged.rows.length === 0 ? undefined : (cache.get(speakerPageKey(scope, keyword, 1)) as SpeakerPage | undefined);
  return { ...paged, total: typeof first?.total === 'number' ? first.total : null };
}

export type SpeakerLookup =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; speaker: Speaker };

/** The event's speakers page by page (no keyword), each page through the cache under the search page's keys. */
function speakerPages(scope: SpeakerScope, signal: AbortSignal): AsyncGenerator<Speaker[]> {
  const loadPage = async (pageIndex: number) => {
    const page = await loadSpeakerPage(scope, '', pageIndex, signal);
    return { rows: page.list, total: page.total };
  };
  return pagesUntilLast(loadPage, SPEAKER_PAGE_SIZE, MAX_LOOKUP_PAGES);
}

/** One speaker by pkey: the gateway has no call for one speaker, so the pages are read until it turns up. */
async function findSpeaker(scope: SpeakerScope, id: string, signal: AbortSignal): Promise<Speaker | null> {
  for await (const list of speakerPages(scope, signal)) {
    const found = list.find((speaker) => speaker.pkey === id);
    if (found) return found;
  }
  return null;
}

async function everySpeaker(scope: SpeakerScope, signal: AbortSignal): Promise<Speaker[]> {
  const speakers: Speaker[] = [];
  for await (const rows of speakerPages(scope, signal)) speakers.push(...rows);
  return speakers;
}

/** Every speaker of the event, for the search across the site; nothing while not `wanted`. */
export function useEverySpeaker(wanted: boolean) {
  const scope = useSpeakerScope();
  return useQuery(wanted ? `${speakerPagesKey(scope, '')}#every` : null, (signal) => everySpeaker(scope, signal));
}

/** The speaker an address names by pkey: missing when there is no id or paging ended without it. */
export function useSpeakerById(id: string | null): SpeakerLookup {
  const scope = useSpeakerScope();
  const lookup = useQuery(id ? `${speakerPagesKey(scope, '')}#${id}` : null, (signal) => findSpeaker(scope, id!, signal));
  if (!id) return { status: 'missing' };
  if (lookup.status === 'error') return { status: 'error', error: lookup.error, retry: lookup.retry };
  if (lookup.status === 'loading') return { status: 'loading' };
  return lookup.data ? { status: 'ready', speaker: lookup.data } : { status: 'missing' };
}
