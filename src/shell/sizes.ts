/** Desktop nav bar height and side margin unless the organiser sets them (spec section 9). */
export const NAV_HEIGHT = 80;
export const NAV_SIDE_MARGIN = 40;
/** Mobile top bar height (spec section 9). */
export const MOBILE_NAV_HEIGHT = 48;
