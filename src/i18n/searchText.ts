/**
 * Text as a search compares it: compatibility forms folded (full-width "ＡＢＣ" is "abc"),
 * accents dropped, lower case, runs of spaces one space. So "sessao" finds "Sessão" and
 * "CAFE" finds "café"; Chinese is left as it is.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, made searchable; none for a keyword of spaces only. A match holds every one. */
export const searchWords = (keyword: string): string[] => searchable(keyword).split(' ').filter(Boolean);
