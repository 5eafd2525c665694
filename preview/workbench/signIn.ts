/**
 * The frame signed in as a demo account through the real sign-in: the site's own login page
 * starts it, and on the embedded OpenID provider's form (same origin as the workbench) the
 * workbench types the account's name and password and submits, as an organiser would. The
 * credentials are the embedded default's published demo accounts (docs/embedded-server.md).
 */
const DEMO_PASSWORDS = { demo: 'demo1234', attendee: 'attendee1234' } as const;
export type DemoAccount = keyof typeof DEMO_PASSWORDS;
export type AccountChoice = 'none' | DemoAccount;
export const DEMO_ACCOUNTS_SHOWN = Object.keys(DEMO_PASSWORDS) as DemoAccount[];

/** The provider's login form (preview/server/oidc/pages.ts). */
const PROVIDER_FORM = '/oidc/interaction/';

/**
 * The provider's own sign-out (its end-session endpoint; the embedded provider confirms it by
 * itself): the frame goes there before another account signs in, or when the visitor is to be
 * signed out, so the provider's session cannot sign the last account in again.
 */
export const PROVIDER_SIGN_OUT = '/oidc/session/end';

/** The provider has ended its session: the frame shows its signed-out page. */
export function isSignedOutAtProvider(frame: HTMLIFrameElement): boolean {
  return frame.contentDocument?.location.pathname === `${PROVIDER_SIGN_OUT}/success`;
}

/** The site's login page, coming back to the page shown. */
export function signInAddress(base: string, pageAddress: string): string {
  return `${base}/pages/login/index?${new URLSearchParams({ siteId: new URL(pageAddress, location.origin).searchParams.get('siteId') ?? '', redirect: pageAddress })}`;
}

/** Fills and sends the provider's form when the frame shows it; false when the frame is elsewhere. */
export function fillProviderForm(frame: HTMLIFrameElement, account: DemoAccount): boolean {
  const document = frame.contentDocument;
  if (!document || !document.location.pathname.startsWith(PROVIDER_FORM)) return false;
  const user = document.querySelector<HTMLInputElement>('#username');
  const password = document.querySelector<HTMLInputElement>('#password');
  if (!user || !password) return false;
  user.value = account;
  password.value = DEMO_PASSWORDS[account];
  user.form?.requestSubmit();
  return true;
}

/** Signed out in the frame's client: its stored sessions (both sign-in modes keep theirs in this origin's sessionStorage) go. */
export function forgetFrameSession(frame: HTMLIFrameElement): void {
  const storage = frame.contentWindow?.sessionStorage;
  if (!storage) return;
  for (const key of Object.keys(storage)) storage.removeItem(key);
}

/** The client's sign-in pages: the frame passes through them on its way back. */
const SIGN_IN_PAGES = /^(\/preview)?\/site\/pages\/login\//;

/**
 * The sign-in is over once the frame shows a page of the client again: the callback sends it to
 * the live site's root (a preview address is not one it returns to), and the workbench then
 * shows the page it was on, signed in.
 */
export function isBackOnPage(frame: HTMLIFrameElement): boolean {
  const path = frame.contentDocument?.location.pathname ?? '';
  return /^(\/preview)?\/site\//.test(path) && !SIGN_IN_PAGES.test(path);
}
