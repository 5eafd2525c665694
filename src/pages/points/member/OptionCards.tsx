import styled from 'styled-components';
import { CardGrid } from '../../shared/CardGrid';

/** What a grade or a tier gives, named after it ("Benefits of Gold"); nothing when it lists none. */
export function Benefits({ label, benefits }: { label: string; benefits: readonly string[] }) {
  if (benefits.length === 0) return null;
  return (
    <ul aria-label={label}>
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}

/**
 * Grades and tiers alike: a card each, side by side where they fit and one under the other on a
 * phone; the visitor's own (aria-current) framed in the theme's colour, a badge beside its name.
 */
export const OptionCards = styled(CardGrid).attrs({ $min: '14rem' })`
  gap: var(--space-3);

  > li {
    display: grid;
    align-content: start;
    gap: var(--space-2);
    min-width: 0;
    padding: var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-bg);
  }
  > li[aria-current='true'] {
    border: 2px solid var(--color-primary);
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2);
  }
  h3 {
    margin: 0;
    font-size: var(--font-size-lg);
    overflow-wrap: anywhere;
  }
  .badge {
    padding: 0 var(--space-2);
    border-radius: var(--radius-pill);
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
    font-size: var(--font-size-sm);
    font-weight: 600;
  }
  .muted {
    color: var(--color-text-muted);
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
  }
  ul li {
    overflow-wrap: anywhere;
  }
`;
