/**
 * The phone's menu sheet is a popover (MenuSheet.tsx): the browser keeps whether it is open, so
 * the menu button opens it at the first tap, before the app's code has come. These are for the
 * app's own moves (a link followed in it closes it) and for a browser without popovers (older
 * webviews), where the sheet shows by an attribute instead, once the app is live.
 */
import { MENU_SHEET_ID } from './menuContents';

const popovers = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
const sheet = () => document.getElementById(MENU_SHEET_ID);

/** The menu button's own click: the browser has opened the sheet already where it has popovers. */
export function openMenuSheet(): void {
  if (!popovers) sheet()?.setAttribute('data-open', '');
}

export function closeMenuSheet(): void {
  const element = sheet();
  if (!element) return;
  if (!popovers) element.removeAttribute('data-open');
  else if (element.matches(':popover-open')) element.hidePopover();
}
