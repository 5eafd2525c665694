import type { LoginType, LoginValues } from './payload';

/** The autoLogin link's `type` value for registerToLogin (uId sends the same two fields). */
export const REGISTER_TO_LOGIN = 'registerToLogin';

/**
 * The login an autoLogin link asks for: businessId + loginCode is oauth; accountId + userCode
 * is uId, or registerToLogin when the link says `type=registerToLogin`. Null when incomplete.
 */
export function autoLoginRequest(params: URLSearchParams): { type: LoginType; values: LoginValues } | null {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const businessId = value('businessId');
  const loginCode = value('loginCode');
  if (businessId && loginCode) return { type: 'oauth', values: { businessId, loginCode } };
  const accountId = value('accountId');
  const userCode = value('userCode');
  if (!accountId || !userCode) return null;
  return { type: params.get('type') === REGISTER_TO_LOGIN ? 'registerToLogin' : 'uId', values: { accountId, userCode } };
}
