import { createContext, useContext, type ReactNode } from 'react';
import type { LanguageCode } from '../../schemas/primitives';

/**
 * What a module needs to know about the site it sits on to load its own content through the
 * gateway (spec section 7): the event, the site, the organisation and the language. The app
 * provides it from the loaded site; stories and tests provide the kitchen-sink site's.
 */
export interface ModuleHost {
  bventId: string;
  siteId: string;
  topOrgId: string;
  language: LanguageCode;
  /** The event's name, and where it takes place (venue, address, city), for what leaves the site (calendar files). */
  eventTitle: string;
  eventPlace: string | null;
  /** The venue's time zone (IANA), when the event names one Intl knows: the zone wire times are in. */
  timeZone: string | null;
  /** Exhibition events that are not light events. */
  isExpo: boolean;
  /** The site asks modules to guide visitors to registration (globalSetting.isGuideRegistrationTip). */
  guideRegistrationTip: boolean;
}

const ModuleHostContext = createContext<ModuleHost | null>(null);

export function ModuleHostProvider({ host, children }: { host: ModuleHost; children: ReactNode }) {
  return <ModuleHostContext.Provider value={host}>{children}</ModuleHostContext.Provider>;
}

export function useModuleHost(): ModuleHost {
  const host = useContext(ModuleHostContext);
  if (!host) throw new Error('useModuleHost must be used inside a ModuleHostProvider');
  return host;
}
