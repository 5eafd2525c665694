import { useEffect, type ReactNode } from 'react';
import type { PageNode } from '../../schemas/page';
import { catalogue } from '../platform/errors';
import { report } from '../platform/report';
import { menuTarget, nodeTarget } from '../site/links';
import { useAppHref } from '../site/siteParams';
import { TargetLink } from '../site/TargetLink';

interface Props {
  node: PageNode;
  current: boolean;
  className?: string;
  onNavigate?: () => void;
  /** A node with children opens its second-level page (the phone's menu). */
  secondLevel?: boolean;
  children?: ReactNode;
}

/** A menu entry: what it opens depends on the page-tree node's type; external pages open in a new tab. */
export function NodeLink({ node, current, className, onNavigate, secondLevel, children }: Props) {
  const target = (secondLevel ? menuTarget : nodeTarget)(node, useAppHref());
  const broken = target === null;
  useEffect(() => {
    // An external entry without an address is the organiser's mistake: say so, show the title.
    if (broken) report('navigation', { pageId: node.pageId, message: catalogue.externalSiteMustBeValue });
  }, [broken, node.pageId]);
  return (
    <TargetLink target={target} newTab className={className} aria-current={current && target?.kind === 'internal' ? 'page' : undefined} onClick={onNavigate}>
      {children ?? node.title}
    </TargetLink>
  );
}
