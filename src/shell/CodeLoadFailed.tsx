import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The spec's view for code that did not arrive (section 8: "The connection timed out, click the
 * screen to try again."): the whole area is one button, and a click loads the page again, which
 * asks for its code anew (React keeps a lazy component's failure for good). A page's fills the
 * window; a navigation bar's keeps the bar's height, so nothing below it moves.
 */
export function CodeLoadFailed({ barHeight }: { barHeight?: number }) {
  const { t } = useTranslation();
  return (
    <Screen role="alert" data-code-load-failed="" $barHeight={barHeight ?? null}>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors:codeLoad.timedOut')}
      </button>
    </Screen>
  );
}

const Screen = styled.div<{ $barHeight: number | null }>`
  display: grid;
  min-height: ${({ $barHeight }) => ($barHeight === null ? 'calc(100vh - var(--nav-offset, 0px))' : `${$barHeight}px`)};
  box-shadow: ${({ $barHeight }) => ($barHeight === null ? 'none' : 'var(--shadow-1)')};
  button {
    padding: ${({ $barHeight }) => ($barHeight === null ? 'var(--space-6)' : 'var(--space-2)')} var(--page-gutter);
    border: 0;
    background: var(--color-bg);
    color: var(--color-text-muted);
    font: inherit;
    cursor: pointer;
  }
`;
