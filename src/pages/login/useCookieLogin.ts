import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCookieSession } from '../../auth/cookie/openSession';
import { SsoError } from '../../auth/cookie/sso';
import { useSite } from '../../site/SiteContext';
import { loginPayload, type LoginType, type LoginValues } from './payload';
import { useReturnAddress } from './useReturnAddress';
import { LOGIN_NS } from './texts';

export interface CookieLogin {
  busy: boolean;
  /** The server's message, or the translated 'login failed' (spec section 8); null when none. */
  error: string | null;
  submit(type: LoginType, values: LoginValues): Promise<void>;
}

/**
 * Cookie-mode sign-in from any of the login pages: the type's exact payload to the SSO, the new
 * session stored for this tab, then a full load of the return address (the driver starts there
 * from the stored credential and confirms it with checksession). This page, on its way out, is
 * not signed in first: its identity load would start as the page is left, and Firefox fails
 * the calls of a page being left while its scripts still run, which reported a gateway fault
 * on every sign-in there.
 */
export function useCookieLogin(): CookieLogin {
  const { t } = useTranslation(LOGIN_NS);
  const { site } = useSite();
  const returnAddress = useReturnAddress();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const submit = useCallback(
    async (type: LoginType, values: LoginValues) => {
      setState({ busy: true, error: null });
      try {
        await openCookieSession(loginPayload(type, values, site.orgId), { language: site.language });
        window.location.assign(returnAddress);
      } catch (error) {
        setState({ busy: false, error: error instanceof SsoError && error.message ? error.message : t('failed') });
      }
    },
    [site.orgId, site.language, returnAddress, t],
  );

  return { ...state, submit };
}
