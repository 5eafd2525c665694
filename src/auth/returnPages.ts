import { CLIENT_BASE } from '../platform/clientBase';
import { ROUTES } from '../site/routes';

/** Where the OpenID provider returns the visitor (spec section 2's callback and silent pages), as addresses on this origin. */
export const CALLBACK_PATH = CLIENT_BASE + ROUTES.loginCallback.slice(1);
export const SILENT_PATH = CLIENT_BASE + ROUTES.loginSilent.slice(1);

/** The pages a sign-in returns through: a return address to one of them would loop. */
export const SIGN_IN_RETURN_PAGES: readonly string[] = [CALLBACK_PATH, SILENT_PATH];
