/**
 * What a sign-in asked for without a network says (a text of the offline chunk, shown by
 * SignInNotice): the provider's page cannot open, and the visitor would otherwise meet the
 * browser's offline page. Its own file: only the modes' chunks carry it.
 */
export const SIGN_IN_NEEDS_CONNECTION = 'offline:signIn.needsConnection';
