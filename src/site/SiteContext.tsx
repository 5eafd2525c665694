import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setGatewaySession } from '../api/gateway';
import { useQuery } from '../platform/useQuery';
import { DefaultTheme } from '../theme/DefaultTheme';
import { ErrorState } from './ErrorState';
import { LoadingPage } from './LoadingPage';
import { siteIdFor, storedLanguage } from './language';
import { loadSite, siteKey, type SiteData } from './loadSite';
import { useSiteId } from './siteParams';

const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteProvider');
  return value;
}

/** The event's channel code, for links out to carry (spec section 2); none outside a site (stories, the harness's module views). */
export function useChannelCode(): string | null {
  return useContext(SiteContext)?.site.bvent?.channelCode ?? null;
}

/**
 * Loads the site in view and its page tree, and puts its language in force. On an address that
 * names no site, the visitor's stored language picks the matching per-language site.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const siteId = useSiteId();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery(siteId ? siteKey(siteId) : null, (signal) => loadSite(siteId, signal));
  const data = query.status === 'ready' ? query.data : null;

  useEffect(() => {
    if (!data) return;
    const { site } = data;
    const preferred = storedLanguage();
    const explicit = new URLSearchParams(location.search).has('siteId');
    const preferredId = preferred ? siteIdFor(site, preferred) : null;
    if (!explicit && preferredId && preferredId !== site.id) {
      const search = new URLSearchParams(location.search);
      search.set('siteId', preferredId);
      navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true });
      return;
    }
    setGatewaySession({ language: site.language, tenantId: site.tenantId ?? '' });
    document.documentElement.lang = site.language;
    if (i18n.language !== site.language) void i18n.changeLanguage(site.language);
  }, [data, i18n, location.pathname, location.search, navigate]);

  // Until the site's own theme is known, the default theme dresses these states.
  if (!data) {
    return (
      <DefaultTheme>
        {!siteId ? (
          <ErrorState title={t('errors:site.notConfigured')} fullPage />
        ) : query.status === 'error' ? (
          <ErrorState error={query.error} onRetry={query.retry} fullPage />
        ) : (
          <LoadingPage />
        )}
      </DefaultTheme>
    );
  }
  return <SiteContext.Provider value={data}>{children}</SiteContext.Provider>;
}
