import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ImageTextModule } from '../../../schemas/modules/imageText';
import type { Terminal } from '../../../schemas/page';
import { EmptyState } from '../shared/EmptyState';
import { Card } from './Card';

type Config = ImageTextModule['config'];

/** Phones have room for two cards side by side, or one when the organiser asked for one. */
function columnsFor(config: Config, terminal: Terminal): number {
  if (terminal === 'pc') return config.columns;
  return config.columns === 1 ? 1 : 2;
}

/** Image-text cards in a grid; at most columns × rows of them, whatever the terminal. */
export default function ImageText({ config, terminal }: ModuleViewProps<ImageTextModule>) {
  const cards = config.items.slice(0, config.columns * config.rows);
  if (cards.length === 0) return <EmptyState />;
  return (
    <Grid $columns={columnsFor(config, terminal)} $terminal={terminal}>
      {cards.map((card) => (
        <Card key={card.id} card={card} ratio={config.imageRatio} terminal={terminal} />
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number; $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6)' : 'var(--space-3)')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
