import { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { oidcSettings } from '../../auth/oidc/settings';
import { ReturnPage } from './ReturnPage';

/**
 * /pages/login/silent (title silent): the return page of what signs in or out without leaving
 * the page. In the hidden renewal frame it hands the provider's sign-in answer (a code or an
 * error) to the page holding the frame, which exchanges the code and checks the tokens; in the
 * sign-out popup, the provider's sign-out answer (its state alone) to the page that opened it.
 * The library posts both on our origin.
 */
export default function Silent() {
  useEffect(() => {
    const manager = new UserManager(oidcSettings(window.location.origin, window.sessionStorage));
    const answer = new URLSearchParams(window.location.search);
    const signingIn = answer.has('code') || answer.has('error');
    (signingIn ? manager.signinSilentCallback() : manager.signoutPopupCallback()).catch((error: unknown) => console.error('Silent return failed:', error));
  }, []);
  return <ReturnPage title="silent" />;
}
