import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { BackLink } from '../shared/BackLink';
import { cameFromSearch } from './fromSearch';
import { AGENDA_PAGES_NS } from './texts';
import type { AgendaScope } from './useAgendas';

/**
 * The detail page's way to the search of its agenda. Opened from a search result, it goes back
 * in history, so the search comes back with its keyword; otherwise (the agenda, a shared link)
 * it opens the search. A click with a modifier (new tab, new window) keeps the link's address.
 */
export function BackToSearch({ scope }: { scope: AgendaScope }) {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const href = useAppHref();
  const location = useLocation();
  const navigate = useNavigate();
  const back = cameFromSearch(location.state);
  return (
    <BackLink
      to={href(ROUTES.exhibitionScheduleSearch, { pageId: scope.pageId, moduleId: scope.moduleId })}
      onClick={(event) => {
        if (!back || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">‹</span>
      {t('detail.toSearch')}
    </BackLink>
  );
}
