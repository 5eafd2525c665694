import type { LanguageCode } from '../../schemas/primitives';
import type { Site } from '../../schemas/site';
import { isLanguage } from '../i18n/languages';
import { LANGUAGE_COOKIE } from '../../schemas/firstReplies';
import { CLIENT_BASE } from '../platform/clientBase';
import { getStoredOrEmpty, setStored } from '../platform/storage';

const LANGUAGE_KEY = 'language';
const YEAR_S = 365 * 24 * 3600;

/** The visitor's last chosen language, if any. */
export function storedLanguage(): LanguageCode | null {
  const value = getStoredOrEmpty(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** Keeps the visitor's choice for their next visits, and tells the server which writes their pages. */
export function storeLanguage(language: LanguageCode): void {
  setStored(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=${CLIENT_BASE}; max-age=${YEAR_S}; SameSite=Lax`;
}

/**
 * The languages a visitor can switch to: the site's per-language list, hidden ones left out, and
 * once the event's languages are known (QueryLanguages), those the event has; the site's own
 * language always stays. Ours: the spec names the call, not its use. An event that names none
 * (or a call that failed, `null`) narrows nothing.
 */
export function switchableSites(site: Site, eventLanguages: readonly LanguageCode[] | null = null) {
  const own = { language: site.language, id: site.id, isHide: false };
  const listed = site.sites.filter((entry) => !entry.isHide);
  const all = listed.some((entry) => entry.language === site.language) ? listed : [own, ...listed];
  if (!eventLanguages?.length) return all;
  return all.filter((entry) => entry.language === site.language || eventLanguages.includes(entry.language));
}

/** The id of this site's version in `language`, when it has a visible one. */
export function siteIdFor(site: Site, language: LanguageCode): string | null {
  if (site.language === language) return site.id;
  return site.sites.find((entry) => entry.language === language && !entry.isHide)?.id ?? null;
}
