import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { outlineButton } from '../theme/mixins';
import { useSession } from '../auth/SessionProvider';

/**
 * The last sign-in failure (spec section 8), translated, until the visitor dismisses it: a
 * failure on the callback page arrives here after its redirect, so a toast would be too brief.
 */
export function SignInNotice() {
  const { t } = useTranslation('oidc');
  const { error } = useSession();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!error || error === dismissed) return null;
  // Our failures are text keys; a server's errmsg is shown as it came.
  const message = error.startsWith('oidc:') ? t(error) : error;
  return (
    <Notice role="alert" data-testid="sign-in-error">
      <span>{message}</span>
      <Dismiss type="button" onClick={() => setDismissed(error)}>
        {t('notice.dismiss')}
      </Dismiss>
    </Notice>
  );
}

const Notice = styled.div`
  position: fixed;
  inset-inline: var(--space-4);
  top: var(--space-4);
  z-index: var(--z-toast);
  display: flex;
  gap: var(--space-4);
  align-items: center;
  justify-content: space-between;
  max-width: 40rem;
  margin-inline: auto;
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-danger);
  border-radius: var(--radius-md);
  background: var(--color-danger-tint);
  color: var(--color-text);
  box-shadow: var(--shadow-2);
`;

const Dismiss = styled.button`
  ${outlineButton}
  border-radius: var(--radius-sm);
`;
