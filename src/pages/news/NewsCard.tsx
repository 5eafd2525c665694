import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsStory } from '../../../schemas/content/news';
import type { LanguageCode } from '../../../schemas/primitives';
import { Cover } from '../../modules/news/Cover';
import { StoryDate } from '../../modules/news/StoryDate';
import { clampLines } from '../../theme/mixins';
import { linkedCard } from '../shared/linkedCard';

interface Props {
  story: NewsStory;
  language: LanguageCode;
  /** The event's zone: the day is the venue's. */
  zone: string | null;
  /** The story's detail page. */
  href: string;
}

/** One story as a card: its cover (a 16:9 box), date, title (a heading whose link covers the card) and summary. */
export function NewsCard({ story, language, zone, href }: Props) {
  return (
    <Card data-story={story.id}>
      <Cover src={story.cover} />
      <div className="text">
        {/* Title and summary are clamped: each one's full text is its title. */}
        <h2 title={story.title}>
          <Link to={href}>{story.title}</Link>
        </h2>
        <StoryDate publishTime={story.publishTime} zone={zone} language={language} className="date" />
        {story.summary && <p title={story.summary}>{story.summary}</p>}
      </div>
    </Card>
  );
}

/** A grey card in the same box while the first page loads (hidden from screen readers: the status says it). */
export function NewsCardPlaceholder() {
  return (
    <Card as="div">
      <Cover src={null} />
      <div className="text">
        <span className="module-skeleton" />
        <span className="module-skeleton" />
      </div>
    </Card>
  );
}

const Card = styled.li`
  ${linkedCard}
  display: grid;
  grid-template-rows: auto 1fr;

  > :first-child {
    border-radius: var(--radius-md) var(--radius-md) 0 0;
  }
  .text {
    display: grid;
    align-content: start;
    gap: var(--space-2);
    /* Title (two lines), date and summary (three lines) always take their room: cards in a line match. */
    min-height: calc(var(--font-size-lg) * 1.35 * 2 + var(--font-size-sm) * 1.6 * 4 + var(--space-2) * 2 + var(--space-4) * 2);
    padding: var(--space-4);
  }
  h2 {
    ${clampLines(2)}
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.35;
  }
  .date,
  p {
    font-size: var(--font-size-sm);
    line-height: 1.6;
    color: var(--color-text-muted);
  }
  p {
    ${clampLines(3)}
    margin: 0;
  }
  .module-skeleton {
    display: block;
    min-height: var(--space-6);
  }
`;
