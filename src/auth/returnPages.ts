import { CLIENT_BASE } from '../platform/clientBase';

/** Where the OpenID provider returns the visitor (spec section 2's callback and silent pages). */
export const CALLBACK_PATH = `${CLIENT_BASE}pages/login/callback`;
export const SILENT_PATH = `${CLIENT_BASE}pages/login/silent`;

/** The pages a sign-in returns through: a return address to one of them would loop. */
export const SIGN_IN_RETURN_PAGES: readonly string[] = [CALLBACK_PATH, SILENT_PATH];
