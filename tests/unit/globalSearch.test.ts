import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { navigation } from '../../schemas/navigation';
import { hasHan, loadScriptFold } from '../../src/i18n/scriptFold';
import { searchWords } from '../../src/i18n/searchText';
import { type Finding, matching, prepare } from '../../src/pages/globalSearch/finding';
import { kindsOf, SEARCH_KINDS } from '../../src/pages/globalSearch/kinds';

const finding = (id: string, text: string): Finding => ({ id, title: text, text, href: `/x?id=${id}` });
const asWritten = (text: string) => text;

describe('the search across the site', () => {
  const findings = [finding('a', 'Cerimónia de Abertura'), finding('b', '跨境電商圓桌'), finding('c', 'Ｓｍａｒｔ manufacturing'), finding('d', '绿色能源论坛')];

  test('every word must be found, accents, case and full-width forms aside, in the findings’ order', () => {
    expect(matching(prepare(findings, asWritten), searchWords('ABERTURA cerimonia')).map(({ id }) => id)).toEqual(['a']);
    expect(matching(prepare(findings, asWritten), searchWords('smart')).map(({ id }) => id)).toEqual(['c']);
    expect(matching(prepare(findings, asWritten), searchWords('cerimonia fecho'))).toEqual([]);
    expect(matching(prepare(findings, asWritten), searchWords('   '))).toEqual([]);
  });

  test('Chinese in either script finds the other once folded', async () => {
    const fold = await loadScriptFold();
    expect(hasHan('跨境电商')).toBe(true);
    expect(hasHan('sessão')).toBe(false);
    expect(matching(prepare(findings, fold), searchWords(fold('跨境电商'))).map(({ id }) => id)).toEqual(['b']);
    expect(matching(prepare(findings, fold), searchWords(fold('綠色能源'))).map(({ id }) => id)).toEqual(['d']);
    // Without the fold the scripts differ.
    expect(matching(prepare(findings, asWritten), searchWords('跨境电商'))).toEqual([]);
  });

  test('a list is folded once per fold, not once per search', () => {
    expect(prepare(findings, asWritten)).toBe(prepare(findings, asWritten));
    expect(prepare(findings, (text) => text.toUpperCase())).not.toBe(prepare(findings, asWritten));
  });

  test('the kinds are the navigation’s, in its order, unknown types left out; none named: every kind', () => {
    expect(kindsOf(z.parse(navigation, { searchModules: ['partners', 'banner', 'speaker', 'partners'] }))).toEqual(['partners', 'speaker']);
    expect(kindsOf(z.parse(navigation, { searchModules: ['banner'] }))).toEqual([...SEARCH_KINDS]);
    expect(kindsOf(null)).toEqual([...SEARCH_KINDS]);
  });
});
