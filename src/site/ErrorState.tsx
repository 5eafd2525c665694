import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pillButton } from '../theme/mixins';
import { errorKind } from '../platform/errors';
import { FaultAccount } from './FaultAccount';

interface Props {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
  fullPage?: boolean;
}

/**
 * A designed error state: a translated account of what failed, the server's own words when it
 * gave any, and a retry. Never a blank page.
 */
export function ErrorState({ error, title, onRetry, fullPage = false }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="alert" $fullPage={fullPage} data-error-kind={error !== undefined ? errorKind(error) : undefined}>
      <Icon aria-hidden="true" viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </Icon>
      <h1>{title ?? t('errors:title')}</h1>
      {error !== undefined && <FaultAccount error={error} />}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </Box>
  );
}

const Box = styled.div<{ $fullPage: boolean }>`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '40vh')};
  align-content: center;
  padding: var(--space-8) var(--page-gutter);
  text-align: center;
  color: var(--color-text);

  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    max-width: 36em;
    color: var(--color-text-muted);
  }
  .server {
    font-size: 14px;
  }
  button {
    margin-top: var(--space-3);
    ${pillButton}
  }
`;

const Icon = styled.svg`
  width: 48px;
  height: 48px;
  color: var(--color-danger);
`;
