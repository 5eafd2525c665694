import type { LinkViewProps } from '../../renderer/context';
import { linkTarget } from './links';
import { useAppHref } from './siteParams';
import { TargetLink } from './TargetLink';

/**
 * The renderer's LinkView: payload links become router links (keeping siteId) or checked
 * external anchors that open in a new tab; a link to nowhere renders its content only.
 */
export function PayloadLink({ link, className, children, 'aria-label': label }: LinkViewProps) {
  const target = linkTarget(link, useAppHref());
  const newTab = target?.kind === 'external' && (link.openInNewTab || /^https?:/i.test(target.href));
  return (
    <TargetLink target={target} newTab={newTab} className={className} aria-label={label}>
      {children}
    </TargetLink>
  );
}
