import { isExpo } from '../../schemas/event';
import { eventIdOf, type Site } from '../../schemas/site';
import { knownTimeZone } from '../i18n/format';
import type { ModuleHost } from './host';

/** What the modules of a page need to know about its site (the site belongs to its event). */
export function hostOf(site: Site): ModuleHost {
  return {
    bventId: eventIdOf(site),
    siteId: site.id,
    topOrgId: site.orgId ?? '',
    language: site.language,
    eventTitle: site.bvent?.title ?? site.title ?? '',
    eventPlace: [site.bvent?.venue, site.bvent?.address, site.bvent?.cityName].filter(Boolean).join(', ') || null,
    // Read when a module shows a time: the first zoned formatter costs tens of milliseconds to build.
    get timeZone() {
      return knownTimeZone(site.bvent?.timeZone);
    },
    isExpo: site.bvent ? isExpo(site.bvent) : false,
    guideRegistrationTip: site.globalSetting.isGuideRegistrationTip,
  };
}
