import type { ReactNode } from 'react';
import { useRenderer } from '../../../renderer/context';
import type { Link } from '../../../schemas/modules/link';
import type { NewsItem } from '../../../schemas/modules/news';
import { formatDay } from '../../i18n/format';
import { useModuleHost } from '../../site/host';
import { leadsSomewhere } from '../shared/links';
import { ROUTES } from '../../site/routes';

/** Where a story leads: its detail page, else its own link; null when it leads nowhere. */
export function storyLink(item: NewsItem): Link | null {
  if (item.detailId) return { linkType: 'route', route: ROUTES.newsDetail, query: { id: item.detailId }, openInNewTab: false, title: item.title };
  return leadsSomewhere(item.link) ? item.link : null;
}

/** A story as a link as a whole when it leads somewhere, else plain content. */
export function StoryLink({ item, className, children }: { item: NewsItem; className: string; children: ReactNode }) {
  const { LinkView } = useRenderer();
  const link = storyLink(item);
  if (!link) return <div className={className}>{children}</div>;
  return (
    <LinkView link={link} className={className}>
      {children}
    </LinkView>
  );
}

/** The publish day in the site language ("18 September 2026"), machine-readable too. */
export function PublishDate({ item, className }: { item: NewsItem; className?: string }) {
  const { language } = useModuleHost();
  const day = item.publishTime?.slice(0, 10) ?? '';
  const text = formatDay(day, language, { year: 'numeric', month: 'long', day: 'numeric' });
  if (!text) return null;
  return (
    <time dateTime={day} className={className}>
      {text}
    </time>
  );
}
