import type { ReactNode } from 'react';
import { useRenderer } from '../../../renderer/context';
import type { Link } from '../../../schemas/modules/link';
import { leadsSomewhere } from './links';

/** A payload link around `children` when it leads somewhere; otherwise a plain block with the same class. */
export function MaybeLink({ link, className, children }: { link: Link | null | undefined; className: string; children: ReactNode }) {
  const { LinkView } = useRenderer();
  if (!leadsSomewhere(link)) return <div className={className}>{children}</div>;
  return (
    <LinkView link={link} className={className}>
      {children}
    </LinkView>
  );
}
