// The exhibition schedule pages' logic without a browser: how a keyword matches an entry, which
// agendas a page detail holds for a terminal, where an old link looks, and which entry an id names.
import { describe, expect, it } from 'vitest';
import type { PageDetail, PageNode } from '../../schemas/page';
import { exhibitionScheduleExamples } from '../../src/modules/exhibitionSchedule/example';
import { agendasOnPage, entriesOf, findEntry, modulePageIds } from '../../src/pages/exhibitionSchedule/agendas';
import { searchable as folded } from '../../src/i18n/searchText';
import { matchesKeyword } from '../../src/pages/exhibitionSchedule/match';

const english = exhibitionScheduleExamples['en-US'];
const portuguese = exhibitionScheduleExamples['pt-PT'];
const entry = (title: string, more: { hall?: string; category?: string; summary?: string } = {}) => ({ title, ...more });

function detail(terminal: 'pc' | 'mobile', modules: unknown[], more: Partial<PageDetail> = {}): PageDetail {
  return { pageId: '500', terminal, title: 'Expo', isPublish: true, modules, ...more } as PageDetail;
}
const node = (pageId: string, type: PageNode['type'], more: Partial<PageNode> = {}): PageNode => ({ pageId, title: pageId, type, onNavigation: true, children: [], sort: 1, ...more });

describe('matching a keyword', () => {
  it('folds case, accents, full-width forms and white space', () => {
    expect(folded('Cerimónia de ENCERRAMENTO')).toBe('cerimonia de encerramento');
    expect(folded('Ｈａｌｌ Ｃ')).toBe('hall c');
    expect(folded('  Hall \n  C ')).toBe('hall c');
    expect(folded('展館')).toBe('展館');
  });

  it('finds the keyword in the title, hall, category or summary, in any case', () => {
    const franchise = entry('Macao Franchise Expo', { hall: 'Hall C', category: 'Fair', summary: 'Brands looking for partners.' });
    for (const keyword of ['franchise', 'HALL  c', 'fair', 'for partners']) expect(matchesKeyword(franchise, folded(keyword))).toBe(true);
    expect(matchesKeyword(franchise, folded('forum'))).toBe(false);
    // One phrase: 'hall c' is Hall C, not a hall and any c elsewhere.
    expect(matchesKeyword(entry('Products and Services', { hall: 'Hall B' }), folded('hall c'))).toBe(false);
  });

  it('finds Portuguese typed without accents, and Chinese without spaces', () => {
    const closing = portuguese.config!.items!.find((item) => item.title === 'Cerimónia de encerramento')!;
    expect(matchesKeyword(closing, folded('cerimonia'))).toBe(true);
    expect(matchesKeyword(closing, folded('pavilhao a'))).toBe(true);
    expect(matchesKeyword(entry('葡语国家美食品鉴会', { hall: 'D馆' }), folded('美食'))).toBe(true);
  });

  it('takes every entry for an empty keyword', () => {
    expect(matchesKeyword(entry('Anything'), folded('   '))).toBe(true);
  });
});

describe('agendas on a page', () => {
  const schedule = { ...english, id: 'm1', pageId: '500' };

  it('parses the exhibition schedule modules of the terminal, skipping other types and hidden or invalid ones', () => {
    const page = detail('pc', [
      { id: 'b1', moduleType: 'banner', config: {} },
      schedule,
      { ...schedule, id: 'hidden', isHide: true },
      { ...schedule, id: 'broken', config: { items: [{ id: 'x', title: 'No date' }] } },
    ]);
    const agendas = agendasOnPage([page], 'pc', null, false);
    expect(agendas.map((agenda) => agenda.module.id)).toEqual(['m1']);
    expect(agendas[0]!.pageId).toBe('500');
    expect(agendas[0]!.items).toHaveLength(9);
    expect(agendas[0]!.rules).toEqual([page, agendas[0]!.module]);
  });

  it('keeps only the module a link names', () => {
    const page = detail('pc', [schedule, { ...schedule, id: 'm2' }]);
    expect(agendasOnPage([page], 'pc', 'm2', false).map((agenda) => agenda.module.id)).toEqual(['m2']);
    expect(agendasOnPage([page], 'pc', 'gone', false)).toEqual([]);
  });

  it('reads the detail of the terminal in force, and a phone’s own entries when the organiser unticked sync', () => {
    const phoneOnly = { ...schedule, mobileSetting: { isSync: false }, mobileConfig: { items: [english.config!.items![0]] } };
    const details = [detail('pc', [schedule]), detail('mobile', [phoneOnly])];
    expect(agendasOnPage(details, 'pc', null, false)[0]!.items).toHaveLength(9);
    expect(agendasOnPage(details, 'mobile', null, false)[0]!.items.map((item) => item.id)).toEqual(['9101']);
  });

  it('holds nothing on an unpublished page, except in the preview', () => {
    const draft = detail('pc', [schedule], { isPublish: false });
    expect(agendasOnPage([draft], 'pc', null, false)).toEqual([]);
    expect(agendasOnPage([draft], 'pc', null, true)).toHaveLength(1);
  });
});

describe('where an old link looks, and what an id names', () => {
  it('looks through the site and module pages of the tree, each once, in tree order', () => {
    const tree = [
      node('1', 'site', { sort: 0, children: [node('2', 'pagemodule'), node('3', 'externallink')] }),
      node('4', 'pagemodule', { relationPageId: '1' }),
      node('5', 'pagemodule', { relationPageId: '6' }),
      node('7', 'iframeexternallink'),
    ];
    expect(modulePageIds(tree)).toEqual(['1', '2', '6']);
  });

  it('finds an entry by id in the first agenda holding it, with that agenda', () => {
    const first = agendasOnPage([detail('pc', [{ ...english, id: 'm1' }])], 'pc', null, false);
    const second = agendasOnPage([detail('pc', [{ ...english, id: 'm2' }], { pageId: '600' })], 'pc', null, false);
    const agendas = [...first, ...second];
    const found = findEntry(agendas, '9104')!;
    expect(found.title).toBe('Macao Franchise Expo');
    expect(found.agenda.module.id).toBe('m1');
    expect(findEntry(second, '9104')!.agenda.pageId).toBe('600');
    expect(findEntry(agendas, 'nothing')).toBeNull();
    expect(entriesOf(agendas)).toHaveLength(18);
  });
});
