import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The spec's view for a page whose code did not arrive (section 8: "The connection timed out,
 * click the screen to try again."): the whole area is one button, and a click loads the page
 * again, which asks for its code anew.
 */
export function CodeLoadFailed() {
  const { t } = useTranslation();
  return (
    <Screen role="alert" data-code-load-failed="">
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors:codeLoad.timedOut')}
      </button>
    </Screen>
  );
}

const Screen = styled.div`
  display: grid;
  min-height: calc(100vh - var(--nav-offset, 0px));
  button {
    padding: var(--space-6) var(--page-gutter);
    border: 0;
    background: var(--color-bg);
    color: var(--color-text-muted);
    font: inherit;
    cursor: pointer;
  }
`;
