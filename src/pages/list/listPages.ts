import { definitions } from '../../modules/definitions';

export interface ListPageRoute {
  moduleType: string;
  route: string;
}

/** Every module type's list page (spec section 2), for the router. */
export const listPages: readonly ListPageRoute[] = Object.entries(definitions).flatMap(([moduleType, { listRoute }]) =>
  listRoute ? [{ moduleType, route: listRoute }] : [],
);
