import type { Link } from '../../../schemas/modules/link';

type Leading<L extends Link> = L & { linkType: Exclude<Link['linkType'], 'none'> };

/** True when a payload link leads somewhere, so it is worth drawing as a link at all. */
export function leadsSomewhere<L extends Link>(link: L | null | undefined): link is Leading<L> {
  return link != null && link.linkType !== 'none';
}

/** An address of a page, scrolled to one of its modules (`anchor=<module id>`, which the page view honours). */
export function moduleAddress(href: string, moduleId: string): string {
  const url = new URL(href);
  url.searchParams.set('anchor', moduleId);
  return url.href;
}
