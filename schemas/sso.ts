import * as z from 'zod/mini';

/**
 * The single-sign-on session API of cookie mode (spec section 7, "Single-sign-on"): the body of
 * `POST api/session/login` per login type (spec section 3, "Login parameters by type") and the
 * returnObj of login and checksession (schemas/calls.ts names the calls). Bodies are strict:
 * each type sends exactly its parameters, topOrgId optional on all.
 */
const topOrgId = z.optional(z.string());

/** The session cookie the SSO sets on login: HttpOnly, so scripts never see the credential. */
export const SESSION_COOKIE = 'minisite_session';
/**
 * Set and cleared with the session cookie but readable by scripts, and carrying no credential:
 * the client's once-a-second "has the cookie vanished" check (spec section 4) reads this one.
 */
export const SESSION_MARKER_COOKIE = 'minisite_session_present';
/** checksession's verdict on a credential the SSO never issued (spec section 8). */
export const ABNORMAL_ACCESS = '异常访问';

export const accountLoginParameters = z.strictObject({ userName: z.string(), password: z.string(), topOrgId });
export const sliderLoginParameters = z.strictObject({
  userName: z.string(),
  password: z.string(),
  sliderValidationParameter: z.string(),
  topOrgId,
});
export const emailLoginParameters = z.strictObject({ email: z.string(), authCode: z.string(), topOrgId });
export const phoneLoginParameters = z.strictObject({ mobile: z.string(), authCode: z.string(), topOrgId });
export const oauthLoginParameters = z.strictObject({ businessId: z.string(), loginCode: z.string(), topOrgId });
/** uId and registerToLogin send the same two fields (the spec lists them in opposite order). */
export const accountCodeLoginParameters = z.strictObject({ accountId: z.string(), userCode: z.string(), topOrgId });

export const loginParameters = z.union([
  sliderLoginParameters,
  accountLoginParameters,
  emailLoginParameters,
  phoneLoginParameters,
  oauthLoginParameters,
  accountCodeLoginParameters,
]);
export type LoginParameters = z.infer<typeof loginParameters>;

/** The login reply's returnObj: accountId (spec section 3) and the session credential. */
export const ssoLoginResult = z.looseObject({
  accountId: z.string(),
  token: z.string(),
  name: z.nullish(z.string()),
});
export type SsoLoginResult = z.infer<typeof ssoLoginResult>;

/** checksession's returnObj: the account id itself, or an object carrying it (spec section 7). */
export const ssoSessionResult = z.union([z.string(), z.looseObject({ accountId: z.string(), name: z.nullish(z.string()) })]);
export type SsoSessionResult = z.infer<typeof ssoSessionResult>;
