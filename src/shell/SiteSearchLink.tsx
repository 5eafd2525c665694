import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../site/routes';
import { useAppHref } from '../site/siteParams';
import { SearchIcon } from '../theme/icons';

/** The way to the site search, where the navigation turns it on (`isGlobalSearch`). */
export function SiteSearchLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const href = useAppHref();
  return (
    <Link to={href(ROUTES.globalSearch)} className={className} aria-label={t('nav:search')} title={t('nav:search')}>
      <SearchIcon size={24} />
    </Link>
  );
}
