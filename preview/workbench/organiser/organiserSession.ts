import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { WORKBENCH_CALLBACK, WORKBENCH_CLIENT_ID } from '../../../schemas/preview';
import { SCOPE } from '../../../src/auth/oidc/settings';
import { oidcAuthority } from '../../../src/platform/config';

/** The organiser as the workbench knows them: a name to show and the access token a pass is asked with. */
export interface Organiser {
  name: string;
  accessToken: string;
}

let manager: UserManager | undefined;

/**
 * The organiser's sign-in, kept apart from the visitor's: the workbench's own client id, and this
 * origin's localStorage (the site client keeps its sessions in sessionStorage, which the workbench
 * clears when its frame changes visitor, and the frame's pages read the organiser from here too).
 */
function organiserManager(): UserManager {
  const store = new WebStorageStateStore({ store: window.localStorage });
  return (manager ??= new UserManager({
    authority: oidcAuthority(),
    client_id: WORKBENCH_CLIENT_ID,
    redirect_uri: `${location.origin}${WORKBENCH_CALLBACK}`,
    response_type: 'code',
    scope: SCOPE,
    // The access token is a gateway JWT that the provider's userinfo refuses; the name is in the ID token.
    loadUserInfo: false,
    automaticSilentRenew: false,
    userStore: store,
    stateStore: store,
  }));
}

const organiserOf = (user: User | null): Organiser | null =>
  user && !user.expired ? { name: String(user.profile.name ?? user.profile.preferred_username ?? user.profile.sub), accessToken: user.access_token } : null;

/** The signed-in organiser, or null when nobody is or their sign-in has ended. */
export async function currentOrganiser(): Promise<Organiser | null> {
  return organiserOf(await organiserManager().getUser());
}

/**
 * Off to the provider's form (always the form, even when the provider already has a session: it
 * may be the frame's visitor's), coming back to `returnTo`, an address of the workbench.
 */
export async function signInOrganiser(returnTo: string, language: string): Promise<void> {
  await organiserManager().removeUser();
  await organiserManager().signinRedirect({ prompt: 'login', ui_locales: language, state: { returnTo } });
}

/** Whether this address is where the provider sends the organiser back. */
export const isSignInReturn = (): boolean => location.pathname === WORKBENCH_CALLBACK;

/**
 * Takes the provider's answer at the return address, and goes back (in place, no reload) to the
 * workbench address the sign-in started from: one of the workbench's own, never anywhere else.
 */
export async function completeOrganiserSignIn(): Promise<Organiser | null> {
  const user = await organiserManager().signinRedirectCallback();
  const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
  const back = typeof returnTo === 'string' ? new URL(returnTo, location.origin) : null;
  history.replaceState(null, '', back && back.origin === location.origin && back.pathname.startsWith('/preview/') && back.pathname !== WORKBENCH_CALLBACK ? back.href : '/preview/');
  return organiserOf(user);
}

/** Signed out of the workbench: its tokens are forgotten here (the frame's visitor is not touched). */
export async function signOutOrganiser(): Promise<void> {
  await organiserManager().removeUser();
}
