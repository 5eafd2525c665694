import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/SessionProvider';
import { CardBody, ErrorMessage } from './LoginCard';
import { useReturnAddress } from './useReturnAddress';
import { LOGIN_NS } from './texts';

/**
 * Strong mode has no form of ours: the login page starts the OpenID Connect sign-in once the
 * mode has looked (status no longer 'checking'), and offers a retry if it fails: at once, or
 * later, when the mode publishes the failure (the provider could not be reached).
 */
export function StrongSignIn() {
  const { t } = useTranslation(LOGIN_NS);
  const { status, signIn, error: failure } = useSession();
  const returnTo = useReturnAddress();
  const [refused, setRefused] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const started = useRef(false);
  const error = refused || (attempted && failure) ? t('failed') : null;

  const start = () => {
    setRefused(false);
    setAttempted(true);
    signIn({ returnTo }).catch(() => setRefused(true));
  };

  useEffect(() => {
    if (status !== 'signedOut' || started.current) return;
    started.current = true;
    start();
    // Starts once, when the mode reports signed out; `start` is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return (
    <CardBody>
      <p aria-live="polite">{error ? '' : t('strongStarting')}</p>
      <ErrorMessage role="alert">{error ?? ''}</ErrorMessage>
      {error && (
        <button type="button" onClick={start}>
          {t('strongRetry')}
        </button>
      )}
    </CardBody>
  );
}
