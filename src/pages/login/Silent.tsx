import { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { oidcSettings } from '../../auth/oidc/settings';
import { ReturnPage } from './ReturnPage';

/**
 * /pages/login/silent (title silent): the hidden renewal frame's return page. It hands the
 * provider's answer to the page that holds the frame (the library posts it on our origin);
 * that page exchanges the code and checks the tokens.
 */
export default function Silent() {
  useEffect(() => {
    const manager = new UserManager(oidcSettings(window.location.origin, window.sessionStorage));
    manager.signinSilentCallback().catch((error: unknown) => console.error('Silent renewal callback failed:', error));
  }, []);
  return <ReturnPage title="silent" />;
}
