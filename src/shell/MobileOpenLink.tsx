import { useEffect } from 'react';
import { isPreview } from '../platform/config';
import { leavesSite, withChannelCode } from '../site/productLink';
import { useChannelCode } from '../site/SiteContext';

/**
 * globalSetting.mobileOpenLink (ours: the spec names the setting only): the address the organiser
 * wants phones to open instead of this site, such as the event's own mobile site. Shown to a
 * visitor who opened the site on a phone, it takes them there at once with the event's channel
 * code, replacing this entry of their history so Back returns where they came from. Never in a
 * preview (the organiser checks this very site), never to this origin (no loop).
 */
export default function MobileOpenLink({ link }: { link: string }) {
  const channelCode = useChannelCode();
  useEffect(() => {
    if (isPreview() || !/^https?:\/\//i.test(link) || !leavesSite(link, window.location.href)) return;
    window.location.replace(withChannelCode(link, channelCode, window.location.href));
  }, [link, channelCode]);
  return null;
}
