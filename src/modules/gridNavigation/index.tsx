import styled from 'styled-components';
import { clampLines } from '../../theme/mixins';
import type { ModuleViewProps } from '../../../renderer/registry';
import { GRID_NAVIGATION_RATIOS, type GridColumns, type GridNavigationModule } from '../../../schemas/modules/gridNavigation';
import type { Terminal } from '../../../schemas/page';
import { EmptyState } from '../shared/EmptyState';
import { MaybeLink } from '../shared/MaybeLink';

/**
 * Picture tiles with their titles on them, in 1, 2 or 3 columns at the ratio the spec gives each
 * column count (3:1, 1.5:1, 1:1). Phones keep the organiser's columns: the ratios are the design.
 */
export default function GridNavigation({ config, terminal }: ModuleViewProps<GridNavigationModule>) {
  if (config.items.length === 0) return <EmptyState />;
  return (
    <Grid $columns={config.columns} $terminal={terminal}>
      {config.items.map((tile) => (
        <li key={tile.id}>
          <MaybeLink link={tile.link} className="tile">
            {tile.image && <img src={tile.image} alt="" loading="lazy" decoding="async" />}
            <span className="title">
              <span className="label" title={tile.title}>
                {tile.title}
              </span>
            </span>
          </MaybeLink>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: GridColumns; $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-5)' : 'var(--space-2)')};
  margin: 0;
  padding: 0;
  list-style: none;

  .tile {
    position: relative;
    display: flex;
    align-items: flex-end;
    aspect-ratio: ${({ $columns }) => GRID_NAVIGATION_RATIOS[$columns]} / 1;
    overflow: hidden;
    border-radius: var(--radius-md);
    background: var(--color-primary);
    color: var(--color-on-primary);
    text-decoration: none;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  .title {
    position: relative;
    width: 100%;
    padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-3) var(--space-4)' : 'var(--space-1) var(--space-2)')};
    /* The theme colour behind the title keeps it readable on any picture. */
    background: color-mix(in srgb, var(--color-primary) 92%, transparent);
    font-size: ${({ $columns, $terminal }) => ($terminal === 'mobile' && $columns === 3 ? 'var(--font-size-xs)' : 'var(--font-size-md)')};
    font-weight: 600;
    line-height: 1.3;
  }
  /* The tile keeps its shape: a long title is cut to whole lines with an ellipsis (the band's padding outside the clamp). */
  .label {
    ${clampLines(3)}
  }
  a.tile:hover img,
  a.tile:focus-visible img {
    transform: scale(1.05);
  }
  @media (prefers-reduced-motion: reduce) {
    a.tile:hover img,
    a.tile:focus-visible img {
      transform: none;
    }
  }
`;
