import styled from 'styled-components';

export interface Figure {
  /** What the figure is, for tests and styles (`data-figure`). */
  name: string;
  label: string;
  value: string;
}

/** The mall's figures (points, prices, counts) as a description list, as many to a line as fit. */
export function Figures({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <List className={className}>
      {figures.map(({ name, label, value }) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd data-figure={name}>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: var(--space-3);
  margin: 0;

  dt {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
