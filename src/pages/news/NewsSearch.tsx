import { useMemo } from 'react';
import { ROUTES } from '../../site/routes';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { PagedResults } from '../shared/PagedResults';
import { SearchPage } from '../shared/SearchPage';
import { NEWS_PAGE_SIZE } from './constants';
import { NewsCard, NewsCardPlaceholder } from './NewsCard';
import { useNewsSearch } from './news';
import { NEWS_PAGES_NS } from './texts';

/**
 * subPages/news/search (spec section 2): the event's stories matching the address's `keywords`
 * (every story without them), a page at a time, each opening its detail page; Back brings the
 * previous search.
 */
export default function NewsSearch() {
  return <SearchPage ns={NEWS_PAGES_NS} param="keywords" results={(keywords) => <Results keywords={keywords} />} />;
}

/** Stories stand three to a line on a desktop: a page of six fills two. */
const CARD_MIN = '360px';

const placeholders = Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => <NewsCardPlaceholder key={index} />);

function Results({ keywords }: { keywords: string }) {
  const { site } = useSite();
  const { language, timeZone } = useMemo(() => hostOf(site), [site]);
  const href = useAppHref();
  return (
    <PagedResults ns={NEWS_PAGES_NS} search={useNewsSearch(keywords)} placeholders={placeholders} cardMin={CARD_MIN}>
      {(stories) => stories.map((story) => <NewsCard key={story.id} story={story} language={language} zone={timeZone} href={href(ROUTES.newsDetail, { id: story.id })} />)}
    </PagedResults>
  );
}
