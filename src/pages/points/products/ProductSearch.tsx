import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { BackLink } from '../../shared/BackLink';
import { SearchPage } from '../../shared/SearchPage';
import { ProductResults } from './ProductResults';
import { PRODUCTS_NS } from './texts';

/** The address's parameter holding the search's words. */
export const KEYWORD_PARAM = 'keyword';

/** /points/search?keyword=…: the centre's items whose name holds the words, page by page to 'no more items'. */
export default function ProductSearch() {
  const { t } = useTranslation(PRODUCTS_NS);
  const href = useAppHref();
  const nav = (
    <BackLink to={href(ROUTES.points)}>
      <span aria-hidden="true">‹</span>
      {t('backToMall')}
    </BackLink>
  );
  return <SearchPage ns={PRODUCTS_NS} param={KEYWORD_PARAM} nav={nav} results={(keyword) => <ProductResults keyword={keyword} headingLevel={2} />} />;
}
