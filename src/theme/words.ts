/**
 * Where a long word may break, and with a hyphen showing (issue 48, docs/layout.md). The page
 * breaks a word too long for its line anywhere (the body's `overflow-wrap: anywhere`), which
 * shows no hyphen: "Segund" over "os". A Latin word of `LONG_WORD` letters or more gets soft
 * hyphens where its syllables meet, by the rule Portuguese and Spanish spell by and English
 * mostly follows: one consonant between vowels starts the next syllable ("Re-gis-te-ring"), two
 * are parted ("in-ter"), unless they start a syllable together ("indus-tries", "ma-lha"), of
 * three or more the last one or such a pair starts it. Never within three letters of either end.
 * A run with no two vowels' groups (a code) may break between any two letters. Numbers never
 * break, nor is an address (a link, an e-mail, a host) touched: it is no word of a language, and
 * a soft hyphen in it would go with it when copied. A shorter word fits the narrowest column (a
 * label under an icon on a phone). Weighed and not kept (docs/layout.md): dictionary hyphenation,
 * breaks without a hyphen in addresses.
 */
export const LONG_WORD = 10;
const LONG_RUN = new RegExp(`[\\p{Script=Latin}\\p{M}]{${LONG_WORD},}`, 'gu');
const HAS_LONG_RUN = new RegExp(LONG_RUN.source, 'u');
/** A run with no space holding a slash, an at sign, or a dot between letters: an address (the layout check's too). */
export const ADDRESS_PATTERN = String.raw`[/@]|[\p{L}\d]\.\p{L}`;
const ADDRESS = new RegExp(ADDRESS_PATTERN, 'u');
const MARK = /\p{M}/u;
const VOWEL = /^[aeiouy]/i;
/** Two consonants that start a syllable together. */
const ONSET = /^(?:[bcdfgkptv][lr]|[cglnpstw]h|qu)$/i;
const EDGE = 3;
const SOFT_HYPHEN = '\u00ad';

/** Whether a letter (with its marks) is a vowel, accented or not. */
const vowel = (letter: string) => VOWEL.test(letter.normalize('NFD'));

/** Where each syllable after the first starts, by its letters' indices. */
function syllableStarts(letters: string[]): number[] {
  const starts: number[] = [];
  let cluster: number[] = [];
  let seenVowel = false;
  letters.forEach((letter, index) => {
    if (!vowel(letter)) {
      cluster.push(index);
      return;
    }
    if (seenVowel && cluster.length > 0) {
      const pair = cluster.slice(-2).map((at) => letters[at]).join('');
      starts.push(cluster.length >= 2 && ONSET.test(pair) ? cluster.at(-2)! : cluster.at(-1)!);
    }
    seenVowel = true;
    cluster = [];
  });
  return starts;
}

function hyphenable(word: string): string {
  // Letters with their accents' marks: a break never parts them.
  const letters: string[] = [];
  for (const char of word) {
    if (MARK.test(char) && letters.length > 0) letters[letters.length - 1] += char;
    else letters.push(char);
  }
  const inside = (index: number) => index >= EDGE && index <= letters.length - EDGE;
  const starts = new Set(syllableStarts(letters).filter(inside));
  const breaksAt = starts.size > 0 ? (index: number) => starts.has(index) : inside;
  return letters.map((letter, index) => (breaksAt(index) ? SOFT_HYPHEN : '') + letter).join('');
}

/** Texts with long words drawn already, as drawn: a page draws the same texts at every render, and a server for every visitor. */
const drawn = new Map<string, string>();
const DRAWN_KEPT = 4_000;

/** `text` as it is drawn: its long words with soft hyphens (the same string when it has none). */
export function breakable(text: string): string {
  if (text.length < LONG_WORD || !HAS_LONG_RUN.test(text)) return text;
  let made = drawn.get(text);
  if (made === undefined) {
    made = text.replace(/\S+/g, (run) => (ADDRESS.test(run) ? run : run.replace(LONG_RUN, hyphenable)));
    // Bounded however many texts come: emptied when full (a page holds far fewer).
    if (drawn.size >= DRAWN_KEPT) drawn.clear();
    drawn.set(text, made);
  }
  return made;
}
