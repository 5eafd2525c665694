import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTerminal } from '../../../renderer';
import { getPageDetail } from '../../api/site';
import { accessForAll, type Access } from '../../identity/access';
import { useVisitor } from '../../identity/useVisitor';
import { isPreview } from '../../platform/config';
import { cached } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import { useSite } from '../../site/SiteContext';
import { pageKey } from '../shared/loadPage';
import { agendasOnPage, modulePageIds, type Agenda } from './agendas';

/** Which agendas an address means: the page and module the module's links carry; neither on an old or shared link. */
export interface AgendaScope {
  pageId: string | null;
  moduleId: string | null;
}

export function useAgendaScope(): AgendaScope {
  const [params] = useSearchParams();
  return { pageId: params.get('pageId'), moduleId: params.get('moduleId') };
}

export type AgendasState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; agendas: readonly Agenda[] };

/**
 * The agendas in scope: those on the named page, else on every page of the site. Each page's
 * detail goes through the site page's cache key, so an agenda opened from its page (or its list
 * page) costs no call, and the site's pages are read once a visit.
 */
export function useAgendas({ pageId, moduleId }: AgendaScope): AgendasState {
  const { tree } = useSite();
  const terminal = useTerminal();
  const pageIds = useMemo(() => (pageId ? [pageId] : modulePageIds(tree)), [pageId, tree]);
  const pages = useQuery(`exhibitionSchedule:pages:${pageIds.join(',')}`, (signal) =>
    Promise.all(pageIds.map((id) => cached(pageKey(id), () => getPageDetail(id, signal)))),
  );
  const details = pages.data;
  const agendas = useMemo(() => details?.flatMap((page) => agendasOnPage(page, terminal, moduleId, isPreview())), [details, terminal, moduleId]);
  if (pages.status === 'error') return { status: 'error', error: pages.error, retry: pages.retry };
  return agendas ? { status: 'ready', agendas } : { status: 'loading' };
}

/** Whether the visitor may see an agenda's entries, by its page's and module's rules (spec section 6). */
export function useAgendaAccess(): (agenda: Agenda) => Access {
  const visitor = useVisitor();
  return useCallback((agenda: Agenda) => accessForAll(agenda.rules, visitor), [visitor]);
}
