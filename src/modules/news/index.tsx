import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clampLines } from '../../theme/mixins';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { NewsItem, NewsModule } from '../../../schemas/modules/news';
import { EmptyState } from '../shared/EmptyState';
import { useFullList } from '../shared/fullList';
import { SearchLink } from '../shared/SearchLink';
import { ROUTES } from '../../site/routes';
import { Cover } from './Cover';
import Mobile from './Mobile';
import { PublishDate, StoryLink } from './parts';
import { NS } from './texts';

/**
 * Desktop: the first story leads with its cover; the next ones follow as a dated list. A site
 * page shows the first `count` stories; the news list page all of them, under a way to the
 * news search (spec section 2).
 */
export default function News({ module, config, terminal }: ModuleViewProps<NewsModule>) {
  const { t } = useTranslation(NS);
  const full = useFullList();
  const items = full ? config.items : config.items.slice(0, config.count);
  let stories;
  if (items.length === 0) stories = <EmptyState />;
  else if (terminal === 'mobile') stories = <Mobile items={items} />;
  else stories = <Desktop moduleId={module.id} items={items as [NewsItem, ...NewsItem[]]} />;
  return (
    <>
      {full && <SearchLink route={ROUTES.newsSearch}>{t('search')}</SearchLink>}
      {stories}
    </>
  );
}

/** The lead story with its cover, the next ones as a dated list beside it. */
function Desktop({ moduleId, items: [lead, ...rest] }: { moduleId: string; items: [NewsItem, ...NewsItem[]] }) {
  return (
    <Layout $single={rest.length === 0}>
      <article aria-labelledby={`${moduleId}-lead`}>
        <StoryLink item={lead} className="lead">
          <Cover src={lead.cover} />
          <PublishDate item={lead} className="date" />
          <h3 id={`${moduleId}-lead`}>{lead.title}</h3>
          {lead.summary && <p>{lead.summary}</p>}
        </StoryLink>
      </article>
      {rest.length > 0 && (
        <List>
          {rest.map((item) => (
            <li key={item.id}>
              <StoryLink item={item} className="story">
                <h3>{item.title}</h3>
                <PublishDate item={item} className="date" />
                {item.summary && <p>{item.summary}</p>}
              </StoryLink>
            </li>
          ))}
        </List>
      )}
    </Layout>
  );
}

const Layout = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'minmax(0, 7fr) minmax(0, 5fr)')};
  gap: var(--space-8);
  align-items: start;

  .lead,
  .story {
    display: block;
    color: var(--color-text);
    text-decoration: none;
    border-radius: var(--radius-md);
  }
  .lead h3 {
    margin: var(--space-1) 0 var(--space-2);
    font-size: var(--font-size-xl);
    line-height: 1.35;
  }
  .lead p {
    margin: 0;
    color: var(--color-text-muted);
  }
  .lead .date {
    display: block;
    margin-top: var(--space-4);
  }
  .date {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  a.lead:hover h3,
  a.lead:focus-visible h3,
  a.story:hover h3,
  a.story:focus-visible h3 {
    color: var(--color-primary-text);
    text-decoration: underline;
  }
  a.lead:hover img {
    transform: scale(1.03);
  }
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid var(--color-border);
  }
  .story {
    padding: var(--space-4) 0;
  }
  li:first-child .story {
    padding-top: 0;
  }
  h3 {
    ${clampLines(2)}
    margin: 0 0 var(--space-1);
    font-size: var(--font-size-md);
    line-height: 1.45;
  }
  p {
    ${clampLines(2)}
    margin: var(--space-1) 0 0;
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;
