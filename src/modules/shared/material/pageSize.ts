import type { MaterialKind } from '../../../../schemas/content/material';

/**
 * Files asked for at a time, per library (spec section 9): pictures and videos 100; documents
 * line 5, five rows, then five more on each "load more". The modules and the search pages page alike.
 */
export const PAGE_SIZE: Record<MaterialKind, number> = { picture: 100, video: 100, document: 5 };
