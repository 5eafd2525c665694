import type { Terminal } from '../schemas/page';

/** A module's config as a terminal shows it: a phone takes the custom mobile config when the organiser unticked "sync". */
export function shownConfig<C>(module: { config: C; mobileConfig?: C | null; mobileSetting: { isSync: boolean } }, terminal: Terminal): C {
  return terminal === 'mobile' && !module.mobileSetting.isSync && module.mobileConfig ? module.mobileConfig : module.config;
}
