import { useEffect, useSyncExternalStore } from 'react';
import { useSite } from '../../site/SiteContext';
import { OfflineNotice } from './OfflineNotice';
import { applyUpdate, registerWorker, subscribeUpdate, updateWaiting } from './register';
import { useSiteManifest } from './siteManifest';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * The site at the venue (loaded after the first screen, so none of it weighs on it): the
 * service worker that keeps the shell and what was opened, the notice of an offline copy, the
 * prompt of a new version, and the site's own install manifest.
 */
export default function OfflineSupport() {
  const { site } = useSite();
  useEffect(registerWorker, []);
  useSiteManifest(site);
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
  return (
    <>
      <OfflineNotice />
      {waiting && <UpdatePrompt onReload={applyUpdate} />}
    </>
  );
}
