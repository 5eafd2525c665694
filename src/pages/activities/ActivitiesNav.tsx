import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { PageNav } from '../shared/PageNav';
import { useOwnerQuery } from './activities';
import { ACTIVITY_PAGES_NS } from './texts';

/** Above an activity page: the way to the other one (the list's search, the search's list), for the same event. */
export function ActivitiesNav({ to }: { to: 'list' | 'search' }) {
  const { t } = useTranslation(ACTIVITY_PAGES_NS);
  const href = useAppHref();
  const owner = useOwnerQuery();
  return (
    <PageNav>
      {to === 'list' ? (
        <Link to={href(ROUTES.activities, owner)}>
          <span aria-hidden="true">‹</span>
          {t('search.toList')}
        </Link>
      ) : (
        <Link to={href(ROUTES.activitySearch, owner)}>{t('list.toSearch')}</Link>
      )}
    </PageNav>
  );
}
