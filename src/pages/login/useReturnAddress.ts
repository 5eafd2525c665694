import { useSearchParams } from 'react-router-dom';
import { appAddress, RETURN_TO_PARAM, sameOriginPath } from '../../auth/cookie/loginRedirect';
import { useSite } from '../../site/SiteContext';
import { ROUTES } from '../../site/routes';

/** Where sign-in ends: the saved same-origin address, else the site's home. */
export function useReturnAddress(): string {
  const [params] = useSearchParams();
  const { site } = useSite();
  return sameOriginPath(params.get(RETURN_TO_PARAM)) ?? appAddress(ROUTES.home, { siteId: site.id });
}
