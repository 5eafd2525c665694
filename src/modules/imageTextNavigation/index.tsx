import styled from 'styled-components';
import { clampLines } from '../../theme/mixins';
import { size } from '../../../renderer/layout';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ImageTextNavigationModule } from '../../../schemas/modules/imageTextNavigation';
import type { Terminal } from '../../../schemas/page';
import { EmptyState } from '../shared/EmptyState';
import { MaybeLink } from '../shared/MaybeLink';

/** Icon size in design pixels: desktop as is, phones on the 375 design. */
const ICON = { pc: 72, mobile: 48 } as const;

/**
 * A row of icon + label entries. Desktop spreads them evenly and wraps; phones scroll the row
 * sideways with each entry snapping into place, so a long list never squeezes its labels.
 */
export default function ImageTextNavigation({ config, terminal }: ModuleViewProps<ImageTextNavigationModule>) {
  if (config.items.length === 0) return <EmptyState />;
  return (
    <Row $terminal={terminal} $shape={config.iconShape} data-layout={terminal === 'pc' ? 'row' : 'scroller'}>
      {config.items.map((entry) => (
        <li key={entry.id}>
          <MaybeLink link={entry.link} className="entry">
            <span className="icon">{entry.icon && <img src={entry.icon} alt="" loading="lazy" decoding="async" />}</span>
            <span className="label" title={entry.label}>
              {entry.label}
            </span>
          </MaybeLink>
        </li>
      ))}
    </Row>
  );
}

const Row = styled.ul<{ $terminal: Terminal; $shape: ImageTextNavigationModule['config']['iconShape'] }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $terminal }) =>
    $terminal === 'pc'
      ? `
    flex-wrap: wrap;
    justify-content: space-evenly;
    gap: var(--space-6);
  `
      : `
    gap: var(--space-2);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: var(--space-1);
    scrollbar-width: none;
  `}

  > li {
    /* On phones four and a part fit, so the cut-off entry says the row scrolls. */
    flex: 0 0 ${({ $terminal }) => size($terminal === 'pc' ? 120 : 70, $terminal)};
    scroll-snap-align: start;
  }
  .entry {
    display: grid;
    justify-items: center;
    gap: var(--space-2);
    min-height: var(--touch-target);
    padding: var(--space-2) var(--space-1);
    border-radius: var(--radius-md);
    color: var(--color-text);
    text-align: center;
    text-decoration: none;
  }
  .icon {
    display: block;
    width: ${({ $terminal }) => size(ICON[$terminal], $terminal)};
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${({ $shape }) => ($shape === 'circle' ? 'var(--radius-pill)' : 'var(--radius-lg)')};
    background: var(--color-primary-tint);
    transition: transform 0.2s ease;
  }
  .icon img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Under an icon on a phone a label has some 60 px: its words keep whole in the smaller size
     (a longer one is hyphenated), and a long label keeps to two lines, the link its whole name. */
  .label {
    ${({ $terminal }) => ($terminal === 'pc' ? 'font-size: var(--font-size-sm);' : 'font-size: var(--font-size-xs);')}
    line-height: 1.3;
    ${clampLines(2)}
  }
  a.entry:hover .label,
  a.entry:focus-visible .label {
    color: var(--color-primary-text);
  }
  a.entry:hover .icon {
    transform: translateY(calc(var(--space-1) * -1));
  }
  @media (prefers-reduced-motion: reduce) {
    a.entry:hover .icon {
      transform: none;
    }
  }
`;
