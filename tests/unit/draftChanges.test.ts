import kitchenSink from '../../fixtures/kitchen-sink/Page/Detail/910101.json' with { type: 'json' };
import faulty from '../../fixtures/faulty/Page/Detail/300101.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { applyDraft, moveModule, recordedDraft, setHidden } from '../../preview/workbench/draft';
import { changedModules, draftChanges } from '../../preview/workbench/compare/changes';

interface Module {
  id?: string | number;
  [field: string]: unknown;
}
interface Detail {
  terminal: string;
  modules: Module[];
}

const KITCHEN: readonly unknown[] = kitchenSink.returnObj;
const FAULTY: readonly unknown[] = faulty.returnObj;
const BOTH = ['pc', 'mobile'];

const copy = (details: readonly unknown[]) => structuredClone(details) as Detail[];
const detail = (details: Detail[], terminal: string) => details.find((entry) => entry.terminal === terminal)!;
const moduleOn = (details: Detail[], terminal: string, id: string) => detail(details, terminal).modules.find((module) => module.id === id)!;
/** The same edit on every terminal. */
const onBoth = (details: Detail[], id: string, edit: (module: Module) => void) => BOTH.forEach((terminal) => edit(moduleOn(details, terminal, id)));
const configOf = <T>(module: Module) => module.config as T;

describe('draftChanges: nothing changed', () => {
  it('finds no change in an identical copy, nor in the draft that changes nothing (which rewrites every sort)', () => {
    expect(draftChanges(KITCHEN, copy(KITCHEN))).toEqual([]);
    expect(draftChanges(FAULTY, copy(FAULTY))).toEqual([]);
    const unchanged = applyDraft(KITCHEN, recordedDraft(KITCHEN));
    expect((unchanged[0] as Detail).modules[0]!.sort).toBe(0); // the record says 1: a rewritten sort is no change
    expect(draftChanges(KITCHEN, unchanged)).toEqual([]);
  });

  it('takes null and an absent field as the same value, deep or at the top', () => {
    const drafted = copy(KITCHEN);
    onBoth(drafted, '91010101', (module) => {
      module.moreButton = null; // absent in the record
      delete configOf<{ link: Record<string, unknown> }>(module).link.anchor; // null in the record
    });
    onBoth(drafted, '91010103', (module) => {
      module.isHide = null; // absent in the record: still shown
    });
    const fromFaulty = copy(FAULTY);
    onBoth(fromFaulty, '30010102', (module) => {
      delete module.moreButton; // null in the record
      module.isHide = 0; // false in the record
    });
    expect(draftChanges(KITCHEN, drafted)).toEqual([]);
    expect(draftChanges(FAULTY, fromFaulty)).toEqual([]);
  });
});

describe('draftChanges: order', () => {
  it('reports one module moved down one place as one move, on both terminals', () => {
    const drafted = applyDraft(KITCHEN, moveModule(recordedDraft(KITCHEN), '91010103', 3));
    const changes = draftChanges(KITCHEN, drafted);
    expect(changes).toHaveLength(1);
    const [move] = changes;
    expect(move).toMatchObject({ kind: 'moved', terminals: BOTH });
    if (move?.kind !== 'moved') throw new Error('not a move');
    // A swap of neighbours: either module may be named, one place apart.
    expect(['91010103', '91010104']).toContain(move.key);
    expect(Math.abs(move.from - move.to)).toBe(1);
  });

  it('names only the module that moved far, with its 1-based places', () => {
    const drafted = applyDraft(KITCHEN, moveModule(recordedDraft(KITCHEN), '91010102', 17));
    expect(draftChanges(KITCHEN, drafted)).toEqual([
      { kind: 'moved', key: '91010102', moduleType: 'description', title: 'About the expo', terminals: BOTH, from: 2, to: 18 },
    ]);
  });
});

describe('draftChanges: hide and show', () => {
  it('reports a module hidden, with its type and title', () => {
    const drafted = applyDraft(KITCHEN, setHidden(recordedDraft(KITCHEN), '91010116', true));
    expect(draftChanges(KITCHEN, drafted)).toEqual([{ kind: 'hidden', key: '91010116', moduleType: 'speaker', title: 'Speakers', terminals: BOTH }]);
  });

  it('reports a module shown, whether the flag was 1 or true', () => {
    const recorded = copy(FAULTY);
    moduleOn(recorded, 'pc', '30010105').isHide = 1;
    moduleOn(recorded, 'mobile', '30010105').isHide = true;
    const changes = draftChanges(recorded, FAULTY);
    expect(changes).toEqual([{ kind: 'shown', key: '30010105', moduleType: 'imageText', title: 'Workshops', terminals: BOTH }]);
    expect(changedModules(changes)).toEqual(new Set(['30010105']));
  });
});

describe('draftChanges: added and removed', () => {
  it('reports a module added, at its place in the draft, and marks it', () => {
    const drafted = copy(KITCHEN);
    for (const terminal of BOTH) {
      const modules = detail(drafted, terminal).modules;
      modules.splice(2, 0, { id: 'new-1', moduleType: 'description', sort: 2.5, moduleTitle: { title: 'Opening hours' }, config: { content: '<p>10:00</p>' } });
    }
    moduleOn(drafted, 'pc', '91010118').isHide = true;
    const changes = draftChanges(KITCHEN, drafted);
    expect(changes.map(({ kind, key }) => [kind, key])).toEqual([
      ['added', 'new-1'],
      ['hidden', '91010118'],
    ]);
    expect(changes[0]).toMatchObject({ moduleType: 'description', title: 'Opening hours', terminals: BOTH });
    expect(changedModules(changes)).toEqual(new Set(['new-1', '91010118']));
  });

  it('reports a module removed after the draft’s modules, and does not mark it', () => {
    const drafted = copy(FAULTY);
    for (const terminal of BOTH) detail(drafted, terminal).modules.splice(0, 1);
    onBoth(drafted, '30010106', (module) => {
      (module.moduleTitle as { title: string | null }).title = 'Contact';
    });
    const changes = draftChanges(FAULTY, drafted);
    expect(changes.map(({ kind, key, terminals }) => [kind, key, terminals])).toEqual([
      ['field', '30010106', BOTH],
      ['removed', '30010101', BOTH],
    ]);
    expect(changes[1]).toMatchObject({ moduleType: 'banner', title: null });
    expect(changedModules(changes)).toEqual(new Set(['30010106']));
  });
});

describe('draftChanges: fields', () => {
  it('reports a nested edit as one leaf, with its path, before and after', () => {
    const drafted = copy(KITCHEN);
    configOf<{ items: { title: string }[] }>(moduleOn(drafted, 'pc', '91010103')).items[2]!.title = 'E-commerce Zone';
    expect(draftChanges(KITCHEN, drafted)).toEqual([
      {
        kind: 'field',
        key: '91010103',
        moduleType: 'imageText',
        title: 'Expo highlights',
        terminals: ['pc'],
        path: ['config', 'items', 2, 'title'],
        before: 'Cross-border E-commerce Zone',
        after: 'E-commerce Zone',
      },
    ]);
  });

  it('reports a grown array as one change at the array, not one per index', () => {
    const drafted = copy(KITCHEN);
    onBoth(drafted, '91010111', (module) => {
      const slides = configOf<{ slides: unknown[] }>(module).slides;
      slides.unshift({ id: 'slide-new', image: '/files/demo-expo/banner-about.svg', title: 'New' });
    });
    const changes = draftChanges(KITCHEN, drafted);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'field', key: '91010111', path: ['config', 'slides'], terminals: BOTH });
    if (changes[0]?.kind !== 'field') throw new Error('not a field');
    expect([(changes[0].before as unknown[]).length, (changes[0].after as unknown[]).length]).toEqual([4, 5]);
  });

  it('reports reordered items as one change at the array', () => {
    const drafted = copy(KITCHEN);
    const slides = configOf<{ slides: unknown[] }>(moduleOn(drafted, 'mobile', '91010111')).slides;
    slides.push(slides.shift());
    const changes = draftChanges(KITCHEN, drafted);
    expect(changes.map((change) => (change.kind === 'field' ? [change.path, change.terminals] : change.kind))).toEqual([[['config', 'slides'], ['mobile']]]);
  });
});

describe('draftChanges: terminals', () => {
  it('gives a module only one terminal carries only that terminal', () => {
    const recorded = copy(FAULTY);
    const mobile = detail(recorded, 'mobile');
    mobile.modules = mobile.modules.filter((module) => module.id !== '30010102');
    const drafted = copy(recorded);
    moduleOn(drafted, 'pc', '30010102').isHide = true;
    detail(drafted, 'mobile').modules.push({ id: 'phone-only', moduleType: 'footer', config: {} });
    expect(draftChanges(recorded, drafted).map(({ kind, key, terminals }) => [kind, key, terminals])).toEqual([
      ['hidden', '30010102', ['pc']],
      ['added', 'phone-only', ['mobile']],
    ]);
  });

  it('lists a change once with both terminals when both made it alike, and once each when they differ', () => {
    const drafted = copy(KITCHEN);
    onBoth(drafted, '91010110', (module) => {
      (module.moduleTitle as { title: string }).title = 'Doors open in';
    });
    configOf<{ interval: number }>(moduleOn(drafted, 'pc', '91010111')).interval = 6;
    configOf<{ interval: number }>(moduleOn(drafted, 'mobile', '91010111')).interval = 8;
    const changes = draftChanges(KITCHEN, drafted);
    expect(changes.map((change) => (change.kind === 'field' ? [change.key, change.path.join('.'), change.after, change.terminals] : change.kind))).toEqual([
      ['91010110', 'moduleTitle.title', 'Doors open in', BOTH],
      ['91010111', 'config.interval', 6, ['pc']],
      ['91010111', 'config.interval', 8, ['mobile']],
    ]);
  });
});

describe('draftChanges: hostile payloads', () => {
  it('keys a module without an id by its place in the wire, as the draft does', () => {
    const recorded = copy(FAULTY);
    onBoth(recorded, '30010103', (module) => {
      delete module.id;
    });
    const drafted = copy(recorded);
    for (const terminal of BOTH) (detail(drafted, terminal).modules[2]!.config as { loop: boolean }).loop = false;
    expect(draftChanges(recorded, drafted)).toMatchObject([{ kind: 'field', key: '#3', moduleType: 'hologram', path: ['config', 'loop'], before: true, after: false, terminals: BOTH }]);
  });

  it('reads garbage without throwing, and ends on a bomb-deep value', () => {
    const garbage = [null, 7, 'pc', { terminal: 'pc', modules: 'none' }, { terminal: 'tablet', modules: [{ id: 'x' }] }] as unknown[];
    expect(draftChanges(garbage, garbage)).toEqual([]);
    expect(draftChanges(null as unknown as unknown[], [{ terminal: 'pc', modules: [42] }])).toMatchObject([{ kind: 'added', key: '#1', moduleType: 'unknown', terminals: ['pc'] }]);
    const deep = (leaf: number) => {
      let value: unknown = leaf;
      for (let level = 0; level < 50_000; level += 1) value = { next: value };
      return [{ terminal: 'pc', modules: [{ id: 'd', moduleType: 'description', config: value }] }];
    };
    const changes = draftChanges(deep(1), deep(2));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'field', key: 'd' });
  });
});
