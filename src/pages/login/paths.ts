/** The form's sign-in methods; `method` in the login page's query picks one. */
export const FORM_METHODS = ['account', 'slider', 'email', 'phone'] as const;
export type FormMethod = (typeof FORM_METHODS)[number];
export const METHOD_PARAM = 'method';
