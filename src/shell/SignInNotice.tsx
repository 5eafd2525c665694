import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { floatingNotice, outlineButton } from '../theme/mixins';
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
  // Our failures are text keys (sign-in's own, or the offline chunk's); a server's errmsg is shown as it came.
  const message = /^(oidc|offline):/.test(error) ? t(error) : error;
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
  ${floatingNotice}
  top: var(--space-4);
  border: 1px solid var(--color-danger);
  background: var(--color-danger-tint);
`;

const Dismiss = styled.button`
  ${outlineButton}
  border-radius: var(--radius-sm);
`;
