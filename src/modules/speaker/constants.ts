/** Spec section 9: speakers load 20 to a page and the module shows 4 columns by 2 lines. */
export const SPEAKER_PAGE_SIZE = 20;
/**
 * A lookup of every speaker pages through the event at most this far (2,000 speakers): a gateway
 * that answers full pages without a total for ever would otherwise keep it asking.
 */
export const MAX_LOOKUP_PAGES = 100;
export const SPEAKER_COLUMNS = 4;
export const SPEAKER_LINES = 2;
/** Phones have room for two portraits side by side. */
export const SPEAKER_COLUMNS_MOBILE = 2;
/** How many speakers the module shows, on either terminal: the list page has the rest. */
export const SPEAKERS_SHOWN = SPEAKER_COLUMNS * SPEAKER_LINES;
