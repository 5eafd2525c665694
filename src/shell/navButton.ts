import type { Navigation } from '../../schemas/navigation';
import { chosenTarget, type HrefBuilder, type Target } from '../site/links';

export type NavButton = NonNullable<Navigation['buttonGroups']>[number];

/**
 * Where a navigation button leads: a page of the site (loginLinkType "page", relationPageId) or
 * the organiser's own address (customLoginLink); a button without a type keeps whichever it has.
 */
export const navButtonTarget = (button: NavButton, href: HrefBuilder): Target =>
  chosenTarget(button.loginLinkType, button.relationPageId, button.customLoginLink, href);

/** The button's look (loginStyleSelectionType; ours: 1 filled, 2 outlined, 3 text); filled by default. */
export function navButtonStyle(button: NavButton): 'filled' | 'outlined' | 'text' {
  return button.loginStyleSelectionType === '2' ? 'outlined' : button.loginStyleSelectionType === '3' ? 'text' : 'filled';
}
