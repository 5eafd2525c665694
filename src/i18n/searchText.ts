/**
 * Text as a search compares it: lower case in the visitor's language rules, without accents, so
 * "sessao" finds "Sessão" and "CAFE" finds "café". Chinese is left as it is.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();
}
