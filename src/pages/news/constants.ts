/**
 * Stories per page of the news search: the spec names no news page size; six fill two lines of
 * three cards on a desktop and a phone's first screens.
 */
export const NEWS_PAGE_SIZE = 6;
