import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { MallNotice } from './MallNotice';
import { POINTS_NS } from './texts';

/**
 * /points/401: the mall is not open to this visitor (the event runs no member tier). The spec
 * shows no rules for it; the visitor is told why and given the way back to the site.
 */
export function MallForbidden() {
  const { t } = useTranslation(POINTS_NS);
  const href = useAppHref();
  return (
    <MallNotice kind="forbidden" title={t('forbidden.title')} message={t('forbidden.message')} detail={t('forbidden.detail')}>
      <Link to={href(ROUTES.home)}>{t('forbidden.back')}</Link>
    </MallNotice>
  );
}
