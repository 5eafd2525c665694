import styled from 'styled-components';

const ROWS = 3;

/** Placeholders shaped like session rows while the programme loads. */
export function Skeleton() {
  return (
    <Rows aria-busy="true">
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className="module-skeleton" />
      ))}
    </Rows>
  );
}

const Rows = styled.div`
  display: grid;
  gap: var(--space-3);

  .module-skeleton {
    min-height: calc(var(--space-11) + var(--space-8));
  }
`;
