import { registry } from '../../modules/registry';

export interface ListPageRoute {
  moduleType: string;
  route: string;
}

/** Every module type's list page (spec section 2), where the registry names one. */
export const listPages: readonly ListPageRoute[] = Object.entries(registry).flatMap(([moduleType, definition]) =>
  definition.listRoute ? [{ moduleType, route: definition.listRoute }] : [],
);
