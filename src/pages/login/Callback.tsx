import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCallbackEnvironment, completeSignIn } from './callbackFlow';
import { ReturnPage } from './ReturnPage';

/** /pages/login/callback (title callback): finishes a sign-in, then returns the visitor. */
export default function Callback() {
  const { t } = useTranslation('oidc');
  useEffect(() => {
    void completeSignIn(browserCallbackEnvironment());
  }, []);
  return <ReturnPage title="callback" status={t('callback.signingIn')} />;
}
