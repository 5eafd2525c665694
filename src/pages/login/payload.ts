import type { LoginParameters } from '../../../schemas/sso';

/** The login types of spec section 3, "Login parameters by type". */
export type LoginType = 'account' | 'slider' | 'email' | 'phone' | 'oauth' | 'uId' | 'registerToLogin';

/** Exactly the parameters each type sends, in the spec's order (topOrgId is added when known). */
export const LOGIN_FIELDS = {
  account: ['userName', 'password'],
  slider: ['userName', 'password', 'sliderValidationParameter'],
  email: ['email', 'authCode'],
  phone: ['mobile', 'authCode'],
  oauth: ['businessId', 'loginCode'],
  uId: ['accountId', 'userCode'],
  registerToLogin: ['userCode', 'accountId'],
} as const satisfies Record<LoginType, readonly string[]>;

export type LoginField = (typeof LOGIN_FIELDS)[LoginType][number];
export type LoginValues = Partial<Record<LoginField, string>>;

/** A password is sent as typed; every other value loses the spaces a keyboard or a paste adds. */
const clean = (field: LoginField, value: string | undefined) => (field === 'password' ? (value ?? '') : (value ?? '').trim());

/**
 * The body of `POST api/session/login` for a login type: its own fields and no others, plus
 * topOrgId (optional on all) when the site names its organisation.
 */
export function loginPayload(type: LoginType, values: LoginValues, topOrgId?: string | null): LoginParameters {
  const body: Record<string, string> = {};
  for (const field of LOGIN_FIELDS[type]) body[field] = clean(field, values[field]);
  if (topOrgId) body.topOrgId = topOrgId;
  return body as LoginParameters;
}

/** Whether every field the type sends has a value. */
export function isComplete(type: LoginType, values: LoginValues): boolean {
  return LOGIN_FIELDS[type].every((field) => clean(field, values[field]) !== '');
}
