import { describe, expect, it } from 'vitest';
import { breakable, LONG_WORD } from '../../../src/theme/words';

/** The word with its soft hyphens shown. */
const drawn = (text: string) => breakable(text).replaceAll('\u00ad', '-');

describe('breakable', () => {
  it.each([
    ['Registering', 'Regis-te-ring'],
    ['industries', 'indus-tries'],
    ['Internationalisation', 'Inter-na-tio-na-li-sa-tion'],
    ['transfronteiriço', 'trans-fron-tei-riço'],
    ['encerramento', 'encer-ra-mento'],
    ['comunicação', 'comu-ni-ca-ção'],
  ])('breaks %s where its syllables meet, three letters from either end at least', (word, expected) => {
    expect(drawn(word)).toBe(expected);
  });

  it('keeps an accent’s combining mark with its letter', () => {
    const decomposed = 'comunicação'.normalize('NFD');
    expect(breakable(decomposed).replaceAll('\u00ad', '-')).toBe('comu-ni-ca-ção'.normalize('NFD'));
  });

  it('lets a run with no syllables (a code) break between any two letters', () => {
    expect(drawn('XKCDQWRTPLMNB')).toBe('XKC-D-Q-W-R-T-P-L-MNB');
  });

  it('leaves shorter words, numbers, Chinese and the spaces between words as they are', () => {
    const short = 'a'.repeat(LONG_WORD - 1);
    for (const text of [short, 'Exhibitor', 'Tel. 12345678901234567', '中国与葡语国家经贸合作论坛暨澳门国际贸易投资展览会', 'Macao Trade Expo']) expect(breakable(text)).toBe(text);
  });

  it('leaves addresses whole: a link, an e-mail, a host, even with long words in them', () => {
    for (const address of ['https://www.exposicao-internacional.example.org/inscricoes/visitantes', 'participantes@organisation.example', 'registration.example.org'])
      expect(breakable(`Register at ${address} today`)).toBe(`Register at ${address} today`);
    expect(drawn('Internationalisation.')).toBe('Inter-na-tio-na-li-sa-tion.');
  });

  it('breaks the Latin words inside a Chinese text and a sentence alike, the rest unchanged', () => {
    expect(drawn('论坛Wolfeschlegelstein 2026')).toBe('论坛Wol-fesch-le-gels-tein 2026');
    expect(drawn('Registering takes a minute')).toBe('Regis-te-ring takes a minute');
  });
});
