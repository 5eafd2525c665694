import type { Navigation } from '../../schemas/navigation';
import { isSafeUrl } from '../../schemas/primitives';
import { OWN_ADDRESS_LINK_TYPES, type HrefBuilder, type Target } from '../site/links';
import { ROUTES } from '../site/routes';

export type NavButton = NonNullable<Navigation['buttonGroups']>[number];

/**
 * Where a navigation button leads: a page of the site (loginLinkType "page", relationPageId) or
 * the organiser's own address (customLoginLink); a button without a type keeps whichever it has.
 */
export function navButtonTarget(button: NavButton, href: HrefBuilder): Target {
  const page: Target = button.relationPageId ? { kind: 'internal', to: href(ROUTES.home, { pageId: button.relationPageId }) } : null;
  const own: Target = button.customLoginLink && isSafeUrl(button.customLoginLink) ? { kind: 'external', href: button.customLoginLink } : null;
  if (button.loginLinkType === 'page') return page;
  if (OWN_ADDRESS_LINK_TYPES.has(button.loginLinkType ?? '')) return own;
  return page ?? own;
}

/** The button's look (loginStyleSelectionType; ours: 1 filled, 2 outlined, 3 text); filled by default. */
export function navButtonStyle(button: NavButton): 'filled' | 'outlined' | 'text' {
  return button.loginStyleSelectionType === '2' ? 'outlined' : button.loginStyleSelectionType === '3' ? 'text' : 'filled';
}
