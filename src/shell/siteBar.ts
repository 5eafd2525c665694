/**
 * The id of the page's top bar on both terminals. index.html's styles keep it unseen until the
 * browser has read it whole (they name it; keep the two alike): a row painted before its last
 * buttons were read would move when they came.
 */
export const SITE_BAR_ID = 'site-bar';
