import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageNode } from '../../schemas/page';
import { catalogue } from '../platform/errors';
import { report } from '../platform/report';
import { menuTarget, nodeTarget } from '../site/links';
import { useAppHref } from '../site/siteParams';

interface Props {
  node: PageNode;
  current: boolean;
  className?: string;
  onNavigate?: () => void;
  /** A node with children opens its second-level page (the phone's menu, the second-level page itself). */
  secondLevel?: boolean;
  children?: ReactNode;
}

/** A menu entry: what it opens depends on the page-tree node's type. */
export function NodeLink({ node, current, className, onNavigate, secondLevel, children }: Props) {
  const href = useAppHref();
  const target = (secondLevel ? menuTarget : nodeTarget)(node, href);
  const label = children ?? node.title;
  const broken = target === null;
  useEffect(() => {
    // An external entry without an address is the organiser's mistake: say so, show the title.
    if (broken) report('navigation', { pageId: node.pageId, message: catalogue.externalSiteMustBeValue });
  }, [broken, node.pageId]);
  if (!target) return <span className={className}>{label}</span>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {label}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {label}
    </a>
  );
}
