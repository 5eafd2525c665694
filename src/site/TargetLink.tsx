import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Target } from './links';
import { withChannelCode } from './productLink';
import { useChannelCode } from './SiteContext';
import { usePageAddress } from '../platform/pageAddress';

interface Props {
  target: Target;
  /** Whether an external address opens in a new tab (with no opener). */
  newTab: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to a resolved target: a router link (the address keeps siteId), a checked external
 * anchor carrying the event's channel code, or, to nowhere, its content only.
 */
export function TargetLink({ target, newTab, className, children, ...rest }: Props) {
  const channelCode = useChannelCode();
  const pageAddress = usePageAddress();
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <RouterLink to={target.to} className={className} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={withChannelCode(target.href, channelCode, pageAddress)} className={className} {...rest} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
