import type { ReactNode } from 'react';
import { accessForAll } from '../../identity/access';
import { AccessState } from '../../identity/LazyAccessState';
import { useVisitor } from '../../identity/useVisitor';
import { LoadingPage } from '../../site/LoadingPage';
import { useSite } from '../../site/SiteContext';

/** The site's own rule gates every page (as on site and list pages): the children show once it grants. */
export function SiteAccess({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const visitor = useVisitor();
  const access = accessForAll([site.globalSetting], visitor);
  if (access.kind === 'pending') return <LoadingPage />;
  if (access.kind === 'denied') return <AccessState reason={access.reason} />;
  return children;
}
