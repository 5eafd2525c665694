import { preloadable } from '../../renderer/preloadable';

/**
 * The code of what the phone's menu sheet holds (MenuDrawer.tsx), shared by the sheet that draws
 * it and the launch that fetches it before hydrating a page the server wrote (chrome.ts).
 */
export const menuContents = preloadable(() => import('./MenuDrawer'));

/** The sheet's id in the page: where a server wrote it, the launch fetches what it holds at once. */
export const MENU_SHEET_ID = 'site-menu';
