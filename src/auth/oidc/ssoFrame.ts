import type { INavigator } from 'oidc-client-ts';

/** The hidden frame the login flow runs in (spec section 2: named after the single-sign-on service). */
export interface SsoFrame {
  /** The frame's window: the one source whose messages the login flow trusts. */
  window: Window | null;
  navigate(url: string): void;
  close(): void;
}

const SSO_FRAME_PREFIX = 'sso-';

/** The frame's name: the SSO service's host, so there is one such frame per service. */
export const ssoFrameName = (authority: string) => `${SSO_FRAME_PREFIX}${new URL(authority).host}`;

/**
 * Whether a window is our hidden SSO frame, by its name: a page shown in some other frame (the
 * preview workbench shows the whole client in one) is no login flow's frame.
 */
export const isSsoFrame = (name: string) => name.startsWith(SSO_FRAME_PREFIX);

export function openHiddenFrame(name: string): SsoFrame {
  const frame = document.createElement('iframe');
  frame.name = name;
  frame.title = name;
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  document.body.append(frame);
  return { window: frame.contentWindow, navigate: (url) => frame.setAttribute('src', url), close: () => frame.remove() };
}

/**
 * Sends oidc-client-ts's sign-in request into the frame instead of this window: the provider
 * answers there, and our callback page in the frame posts the login code back.
 */
export const frameNavigator = (frame: SsoFrame): INavigator => ({
  prepare: () =>
    Promise.resolve({
      navigate: ({ url }) => {
        frame.navigate(url);
        return Promise.resolve({ url });
      },
      close: () => undefined,
    }),
  callback: () => Promise.resolve(),
});
