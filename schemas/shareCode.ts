import * as z from 'zod/mini';

/**
 * `weixin/miniapp/v1/getAuthUserCode` (spec section 7, auth). The spec names the call and its
 * body but not its reply; the reply is ours: the visitor's own code in the event, as text,
 * which the share code page shows as a QR code and as text. Its length is capped at what a
 * QR code a phone scans from a screen holds comfortably.
 */
export const AUTH_USER_CODE_MAX = 256;

export const authUserCodeRequest = z.strictObject({ accountId: z.string(), bventId: z.string() });
export type AuthUserCodeRequest = z.infer<typeof authUserCodeRequest>;

export const authUserCode = z.looseObject({
  code: z.string().check(z.regex(new RegExp(`^(?=[\\s\\S]*\\S)[\\s\\S]{1,${AUTH_USER_CODE_MAX}}$`), `Expected a code of 1 to ${AUTH_USER_CODE_MAX} characters, not only blanks`)),
});
export type AuthUserCode = z.infer<typeof authUserCode>;
