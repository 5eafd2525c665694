import { useEffect } from 'react';
import { useSite } from '../../site/SiteContext';
import { documentTitle } from '../../site/siteHead';

/** The browser tab names the page, then the site (its browser title, else its title). */
export function useDocumentTitle(title: string | null | undefined) {
  const { site } = useSite();
  useEffect(() => {
    if (title) document.title = documentTitle(site, title);
  }, [title, site]);
}
