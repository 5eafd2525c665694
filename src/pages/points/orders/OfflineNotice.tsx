import styled from 'styled-components';

/** What the orders screens say when they show the copies the device keeps: a status, announced politely. */
export const OfflineNotice = styled.p.attrs({ role: 'status', 'data-offline-copy': '' })`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  color: var(--color-primary-text);
  font-weight: 600;
`;
