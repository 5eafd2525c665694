import { getPartnerCategories, getPartners } from '../../api/partners';
import type { Partner, PartnerCategory } from '../../../schemas/content/partners';
import { cached } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import { type ModuleHost, useModuleHost } from '../../site/host';

/** The categories to show: the organiser's picks in their order, else all by the gateway's sort. */
export function chosenCategories(all: PartnerCategory[], picked: string[]): PartnerCategory[] {
  if (picked.length === 0) return [...all].sort((a, b) => a.sort - b.sort);
  return picked.flatMap((id) => all.filter((category) => category.id === id));
}

type Scope = Pick<ModuleHost, 'bventId' | 'siteId' | 'language'>;

const categoriesKey = ({ bventId, siteId, language }: Scope) => `partners:categories:${bventId}:${siteId}:${language}`;
const partnersKey = ({ bventId, language }: Scope, categoryId: string) => `partners:list:${bventId}:${language}:${categoryId}`;

/** The event's partner categories in the site language. */
export function usePartnerCategories() {
  const host = useModuleHost();
  return useQuery(categoriesKey(host), (signal) => getPartnerCategories(host.bventId, host.siteId, host.language, signal));
}

/** One category's partners in the site language. */
export function usePartners(categoryId: string) {
  const host = useModuleHost();
  return useQuery(partnersKey(host, categoryId), (signal) => getPartners(host.bventId, host.language, categoryId, signal));
}

/**
 * Every partner of the event, category by category in the gateway's order, for the search
 * across the site. The replies are the modules' own (same keys), shared with them.
 */
export async function everyPartner(scope: Scope): Promise<{ category: PartnerCategory; partners: Partner[] }[]> {
  const categories = chosenCategories(await cached(categoriesKey(scope), () => getPartnerCategories(scope.bventId, scope.siteId, scope.language)), []);
  return Promise.all(
    categories.map(async (category) => ({
      category,
      partners: (await cached(partnersKey(scope, category.id), () => getPartners(scope.bventId, scope.language, category.id))).list,
    })),
  );
}
