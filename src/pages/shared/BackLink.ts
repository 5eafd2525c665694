import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A detail page's way back to where its subject is listed, above it at touch size. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: var(--touch-target);
  margin-bottom: var(--space-3);
  font-size: var(--font-size-sm);
`;
