import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { outlineButton } from '../../theme/mixins';
import { errorKind, serverWords } from '../../platform/errors';
import { NamedPageRedirect } from '../../site/NamedPageRedirect';
import { useReportShownFault } from '../../platform/reportShownFault';

/**
 * A module whose gateway content failed to load: what went wrong, in the visitor's language
 * (and the server's own words when it gave any), and a retry. The module keeps its place on the page.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useReportShownFault(error);
  const kind = errorKind(error);
  const serverText = serverWords(error);
  return (
    <Box role="alert" data-error-kind={kind}>
      <NamedPageRedirect error={error} />
      <p>{t(`errors:gateway.${kind}`)}</p>
      {serverText && <p className="server">{serverText}</p>}
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
