import { Navigate, useInRouterContext, useSearchParams } from 'react-router-dom';
import { GatewayError } from '../platform/errors';
import { ROUTES } from './routes';
import { useAppHref } from './siteParams';

/**
 * The gateway's "show this page instead" (spec section 8: `isSuccess` false and a first item with
 * `homePageId`), whichever call it answers: the visitor is taken to that page of the site. Not
 * from the page it names, where asking again would answer the same, for ever: the error shows there.
 */
export function NamedPageRedirect({ error }: { error: unknown }) {
  const pageId = error instanceof GatewayError && error.kind === 'homePage' ? error.details.homePageId : undefined;
  // The top-level boundary shows its error outside the router: there is nowhere to go from there.
  const routed = useInRouterContext();
  return pageId && routed ? <GoTo pageId={pageId} /> : null;
}

function GoTo({ pageId }: { pageId: string }) {
  const [query] = useSearchParams();
  const href = useAppHref();
  return query.get('pageId') === pageId ? null : <Navigate replace to={href(ROUTES.home, { pageId })} />;
}
