import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { config } from '../platform/config';

/** The site in view: the `siteId` query parameter, else the deployment's configured site. */
export function useSiteId(): string {
  const [params] = useSearchParams();
  return params.get('siteId') || config().siteId;
}

/**
 * Builds an in-app address that keeps the `siteId` of the current address (spec section 2: a
 * site chosen by siteId stays chosen across navigation).
 */
export function useAppHref(): (path: string, query?: Record<string, string | null | undefined>) => string {
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  // Stable while the site is: views memoise what they build with it.
  return useCallback((path, query = {}) => appHref(path, { siteId, ...query }), [siteId]);
}

export function appHref(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
