import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ImageTextModule } from '../../../schemas/modules/imageText';
import type { Terminal } from '../../../schemas/page';
import { leadsSomewhere } from '../shared/links';

type Config = ImageTextModule['config'];

interface Props {
  card: Config['items'][number];
  ratio: Config['imageRatio'];
  terminal: Terminal;
}

/** One card: picture in a fixed-ratio box, title, a clamped description (whole in its title); a link as a whole if it has one. */
export function Card({ card, ratio, terminal }: Props) {
  const { LinkView } = useRenderer();
  const body = (
    <>
      <Picture $ratio={ratio.replace(':', ' / ')}>
        {/* The title beside it names the card, so the picture is decoration. */}
        {card.image && <img src={card.image} alt="" loading="lazy" decoding="async" />}
      </Picture>
      <Text>
        <h3>{card.title}</h3>
        {card.description && (
          <Description $lines={terminal === 'pc' ? 3 : 2} title={card.description}>
            {card.description}
          </Description>
        )}
      </Text>
    </>
  );
  return (
    <Item>
      {leadsSomewhere(card.link) ? (
        <LinkView link={card.link} className="card">
          {body}
        </LinkView>
      ) : (
        <div className="card">{body}</div>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: flex;

  .card {
    display: flex;
    flex-direction: column;
    width: 100%;
    overflow: hidden;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    color: var(--color-text);
    text-decoration: none;
    transition:
      box-shadow 0.2s ease,
      transform 0.2s ease,
      border-color 0.2s ease;
  }
  a.card:hover,
  a.card:focus-visible {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-2);
    transform: translateY(calc(var(--space-1) * -1));
  }
  a.card:hover h3,
  a.card:focus-visible h3 {
    color: var(--color-primary-text);
  }
  @media (prefers-reduced-motion: reduce) {
    a.card:hover,
    a.card:focus-visible {
      transform: none;
    }
  }
`;

const Picture = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: var(--color-surface);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  padding: var(--space-3) var(--space-4) var(--space-4);

  h3 {
    margin: 0;
    font-size: var(--font-size-md);
    line-height: 1.4;
    transition: color 0.2s ease;
  }
`;

const Description = styled.p<{ $lines: number }>`
  display: -webkit-box;
  margin: var(--space-1) 0 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;
