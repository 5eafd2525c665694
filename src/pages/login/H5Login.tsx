import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppHref } from '../../site/siteParams';
import { RETURN_TO_PARAM } from '../../auth/cookie/loginRedirect';
import { ROUTES } from '../../site/routes';

/**
 * /pages/login/h5login?pageId=<site id> (spec section 2): the H5 entry names the site by pageId;
 * it is the login form of that site.
 */
export default function H5Login() {
  const [params] = useSearchParams();
  const href = useAppHref();
  return <Navigate replace to={href(ROUTES.login, { siteId: params.get('pageId'), [RETURN_TO_PARAM]: params.get(RETURN_TO_PARAM) })} />;
}
