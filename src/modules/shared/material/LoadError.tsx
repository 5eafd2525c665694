import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GatewayError } from '../../../platform/errors';
import { NS } from './texts';

/** A failed load inside a module: what failed, why in the visitor's language, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  const kind = error instanceof GatewayError ? error.kind : 'network';
  return (
    <Box role="alert" data-error-kind={kind}>
      <strong>{t('loadFailed')}</strong>
      <span>{t(`errors:gateway.${kind}`)}</span>
      <button type="button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  padding: var(--space-6);
  border: 1px solid var(--color-danger);
  border-radius: var(--radius-md);
  background: var(--color-danger-tint);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  text-align: center;

  span {
    color: var(--color-text-muted);
  }
  button {
    min-height: var(--touch-target);
    padding: 0 var(--space-6);
    border: 1px solid var(--color-primary);
    border-radius: var(--radius-pill);
    background: var(--color-bg);
    color: var(--color-primary-text);
    font: inherit;
    cursor: pointer;
  }
`;
