import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { outlineButton } from '../../theme/mixins';
import { errorKind } from '../../platform/errors';
import { FaultAccount } from '../../site/FaultAccount';

/**
 * A module whose gateway content failed to load: what went wrong, in the visitor's language
 * (and the server's own words when it gave any), and a retry. The module keeps its place on the page.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-error-kind={errorKind(error)}>
      <FaultAccount error={error} />
      <button type="button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6);
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text-muted);
  text-align: center;

  p {
    margin: 0;
  }
  .server {
    font-size: 14px;
  }
  button {
    ${outlineButton}
    padding: 0 var(--space-5);
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  }
`;
