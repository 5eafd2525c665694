import type { ReactNode } from 'react';
import { useRenderer } from '../../../renderer/context';
import type { Link } from '../../../schemas/modules/link';
import type { NewsItem } from '../../../schemas/modules/news';
import { useModuleHost } from '../../site/host';
import { leadsSomewhere } from '../shared/links';
import { ROUTES } from '../../site/routes';
import { StoryDate } from './StoryDate';

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

/** The story's publish day in the event's zone and the site language. */
export function PublishDate({ item, className }: { item: NewsItem; className?: string }) {
  const { language, timeZone } = useModuleHost();
  return <StoryDate publishTime={item.publishTime} zone={timeZone} language={language} className={className} />;
}
