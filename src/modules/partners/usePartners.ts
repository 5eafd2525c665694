import { getPartnerCategories, getPartners } from '../../api/partners';
import type { PartnerCategory } from '../../../schemas/content/partners';
import { useQuery } from '../../platform/useQuery';
import { useModuleHost } from '../../site/host';

/** The categories to show: the organiser's picks in their order, else all by the gateway's sort. */
export function chosenCategories(all: PartnerCategory[], picked: string[]): PartnerCategory[] {
  if (picked.length === 0) return [...all].sort((a, b) => a.sort - b.sort);
  return picked.flatMap((id) => all.filter((category) => category.id === id));
}

/** The event's partner categories in the site language. */
export function usePartnerCategories() {
  const { bventId, siteId, language } = useModuleHost();
  return useQuery(`partners:categories:${bventId}:${siteId}:${language}`, (signal) => getPartnerCategories(bventId, siteId, language, signal));
}

/** One category's partners in the site language. */
export function usePartners(categoryId: string) {
  const { bventId, language } = useModuleHost();
  return useQuery(`partners:list:${bventId}:${language}:${categoryId}`, (signal) => getPartners(bventId, language, categoryId, signal));
}
