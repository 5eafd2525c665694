/** The login routes of spec section 2 that this folder answers (relative to the router base). */
export const MP_ACCOUNT_ROUTE = '/pages/login/mp-account';
export const SIGN_PATH_ROUTE = '/pages/login/signPath/index';
export const H5_LOGIN_ROUTE = '/pages/login/h5login';
export const AUTO_LOGIN_ROUTE = '/pages/login/autoLogin';

/** The form's sign-in methods; `method` in the login page's query picks one. */
export const FORM_METHODS = ['account', 'slider', 'email', 'phone'] as const;
export type FormMethod = (typeof FORM_METHODS)[number];
export const METHOD_PARAM = 'method';
