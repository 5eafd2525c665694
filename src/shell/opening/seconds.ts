/** How long the phone's opening page stays unless skipped (ours: the spec gives none). */
export const OPENING_SECONDS = 3;
