import type { LinkViewProps } from '../../renderer/context';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget } from './links';
import { useAppHref } from './siteParams';

/**
 * The renderer's LinkView: payload links become router links (keeping siteId) or checked
 * external anchors that open in a new tab; a link to nowhere renders its content only.
 */
export function PayloadLink({ link, className, children, 'aria-label': label }: LinkViewProps) {
  const href = useAppHref();
  const target = linkTarget(link, href);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <RouterLink to={target.to} className={className} aria-label={label}>
        {children}
      </RouterLink>
    );
  }
  const newTab = link.openInNewTab || /^https?:/i.test(target.href);
  return (
    <a href={target.href} className={className} aria-label={label} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
