import { listRoutes } from '../../modules/listRoutes';

export interface ListPageRoute {
  moduleType: string;
  route: string;
}

/** Every module type's list page (spec section 2), for the router. */
export const listPages: readonly ListPageRoute[] = Object.entries(listRoutes).map(([moduleType, route]) => ({ moduleType, route }));
