import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';

/** Unknown routes open pages/error/404 (spec section 2), keeping the site in view. */
export function ToNotFound() {
  const href = useAppHref();
  return <Navigate replace to={href(ROUTES.notFound)} />;
}
