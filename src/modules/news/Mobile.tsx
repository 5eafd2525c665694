import styled from 'styled-components';
import { clampLines } from '../../theme/mixins';
import type { NewsItem } from '../../../schemas/modules/news';
import { Cover } from './Cover';
import { PublishDate, StoryLink } from './parts';

/** Phones: one card per story, a cover beside its title and date, the whole card a target. */
export default function Mobile({ items }: { items: NewsItem[] }) {
  return (
    <Cards>
      {items.map((item) => (
        <li key={item.id}>
          <StoryLink item={item} className="card">
            <Cover src={item.cover} className="cover" />
            <div>
              <h3>{item.title}</h3>
              <PublishDate item={item} className="date" />
            </div>
          </StoryLink>
        </li>
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  .card {
    display: grid;
    grid-template-columns: 38% minmax(0, 1fr);
    gap: var(--space-3);
    align-items: center;
    min-height: var(--touch-target);
    padding: var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    color: var(--color-text);
    text-decoration: none;
  }
  .cover {
    border-radius: var(--radius-sm);
  }
  h3 {
    ${clampLines(2)}
    margin: 0 0 var(--space-1);
    font-size: var(--font-size-md);
    line-height: 1.4;
  }
  .date {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
`;
