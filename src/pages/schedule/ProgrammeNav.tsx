import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { PageNav } from '../shared/PageNav';
import { SCHEDULE_PAGES_NS } from './texts';

/** Above a programme page: the way back to the whole programme and, where asked, to its search. */
export function ProgrammeNav({ withSearch = false }: { withSearch?: boolean }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const href = useAppHref();
  return (
    <PageNav>
      <Link to={href(ROUTES.schedule)}>
        <span aria-hidden="true">‹</span>
        {t('detail.toProgramme')}
      </Link>
      {withSearch && (
        <Link to={href(ROUTES.scheduleSearch)}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none">
            <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.6" />
            <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {t('detail.toSearch')}
        </Link>
      )}
    </PageNav>
  );
}
