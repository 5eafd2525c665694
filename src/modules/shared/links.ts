import type { Link } from '../../../schemas/modules/link';

type Leading<L extends Link> = L & { linkType: Exclude<Link['linkType'], 'none'> };

/** True when a payload link leads somewhere, so it is worth drawing as a link at all. */
export function leadsSomewhere<L extends Link>(link: L | null | undefined): link is Leading<L> {
  return link != null && link.linkType !== 'none';
}
