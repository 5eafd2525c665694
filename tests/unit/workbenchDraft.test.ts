// @vitest-environment jsdom
import kitchenSink from '../../fixtures/kitchen-sink/Page/Detail/910101.json' with { type: 'json' };
import faulty from '../../fixtures/faulty/Page/Detail/300101.json' with { type: 'json' };
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameDraft } from '../support/sameDraft';
import { envelope } from '../../schemas/envelope';
import { pageDetailList } from '../../schemas/page';
import { moduleSchemas } from '../../schemas/modules';
import {
  addModule,
  applyDraft,
  baseModule,
  deleteModule,
  draftReply,
  duplicateModule,
  editedModule,
  isAddedKey,
  moveModule,
  recordedDraft,
  setField,
  setHidden,
  type Draft,
} from '../../preview/workbench/draft';
import { valueAt, withValueAt } from '../../preview/workbench/fieldPath';
import { record, replacePresent, startHistory, undo } from '../../preview/workbench/history';
import { useDraft } from '../../preview/workbench/useDraft';

interface Module {
  id: string;
  moduleType: string;
  sort: number;
  isHide?: boolean;
  [field: string]: unknown;
}
interface Detail {
  terminal: string;
  modules: Module[];
}
interface Card {
  id: string;
  title: string;
}

const KITCHEN: readonly unknown[] = kitchenSink.returnObj;
const FAULTY: readonly unknown[] = faulty.returnObj;
/** The kitchen sink's image-text cards (six cards or more, on both terminals), its countdown and its slideshow. */
const CARDS = '91010103';
const TIMER = '91010110';
const SLIDESHOW = '91010111';

const modulesOn = (details: readonly unknown[], terminal: string) => (details as Detail[]).find((detail) => detail.terminal === terminal)!.modules;
const idsOn = (details: readonly unknown[], terminal: string) => modulesOn(details, terminal).map((module) => module.id);
const moduleOn = (details: readonly unknown[], terminal: string, id: string) => modulesOn(details, terminal).find((module) => module.id === id);
const cardsOf = (module: unknown) => valueAt(module, ['config', 'items']) as Card[];
const recordedCards = cardsOf(baseModule(KITCHEN, recordedDraft(KITCHEN), CARDS));
/** A countdown as a type's example would give it: the kitchen sink's, without its id and place. */
const timerExample = () => {
  const { id: _id, sort: _sort, pageId: _pageId, ...example } = structuredClone(moduleOn(KITCHEN, 'pc', TIMER)!);
  return example;
};

/** A page with a module that only the phone carries. */
const PHONE_ONLY = [
  { pageId: '1', terminal: 'pc', modules: [{ id: 'a', moduleType: 'description', sort: 0, config: { content: 'A' } }] },
  {
    pageId: '1',
    terminal: 'mobile',
    modules: [
      { id: 'a', moduleType: 'description', sort: 0, config: { content: 'A' } },
      { id: 'm', moduleType: 'description', sort: 1, config: { content: 'M' } },
    ],
  },
];

describe('fieldPath', () => {
  const value = { config: { items: [{ title: 'one' }, { title: 'two' }], label: 'text' }, empty: null };

  it('reads the value at a path through objects and lists, and undefined where the path leads nowhere', () => {
    expect(valueAt(value, [])).toBe(value);
    expect(valueAt(value, ['config', 'items', 1, 'title'])).toBe('two');
    expect(valueAt(value, ['config', 'items', 5, 'title'])).toBeUndefined();
    expect(valueAt(value, ['config', 'label', 'length'])).toBeUndefined();
    expect(valueAt(value, ['empty', 'x'])).toBeUndefined();
    expect(valueAt(undefined, ['config'])).toBeUndefined();
  });

  it('writes a copy: only what the path passes through is copied, the original is untouched', () => {
    const before = JSON.stringify(value);
    const next = withValueAt(value, ['config', 'items', 1, 'title'], 'deux') as typeof value;
    expect(JSON.stringify(value)).toBe(before);
    expect(next.config.items[1]!.title).toBe('deux');
    expect(next).not.toBe(value);
    expect(next.config).not.toBe(value.config);
    expect(next.config.items).not.toBe(value.config.items);
    expect(Array.isArray(next.config.items)).toBe(true);
    expect(next.config.items[0]).toBe(value.config.items[0]);
    expect(withValueAt(value, [], 'whole')).toBe('whole');
  });

  it('makes what the path needs and does not find: a list where the key is a place, an object otherwise, over a scalar too', () => {
    expect(withValueAt(undefined, ['slides', 0, 'title'], 'first')).toEqual({ slides: [{ title: 'first' }] });
    expect(Array.isArray((withValueAt({}, ['slides', 0], 'x') as { slides: unknown }).slides)).toBe(true);
    expect(withValueAt({ label: 'text' }, ['label', 'en'], 'words')).toEqual({ label: { en: 'words' } });
    expect(withValueAt(null, ['a'], 1)).toEqual({ a: 1 });
  });

  it('writes a hostile path into the copy only, never into every object', () => {
    withValueAt({}, ['__proto__', 'polluted'], true);
    withValueAt({}, ['constructor', 'prototype', 'polluted'], true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('setField', () => {
  it('writes a nested path on a copy: the recorded wire and the draft before it are untouched', () => {
    const before = JSON.stringify(KITCHEN);
    const recorded = recordedDraft(KITCHEN);
    const draft = setField(recorded, CARDS, ['config', 'items', 1, 'title'], 'Green Energy Summit');
    expect(JSON.stringify(KITCHEN)).toBe(before);
    expect(recorded.edits.size).toBe(0);
    expect(draft.edits.get(CARDS)).toEqual([{ path: ['config', 'items', 1, 'title'], value: 'Green Energy Summit' }]);
    const edited = cardsOf(editedModule(KITCHEN, draft, CARDS));
    expect(edited.map((card) => card.title)).toEqual(recordedCards.map((card, index) => (index === 1 ? 'Green Energy Summit' : card.title)));
    expect(edited[0]).toBe(recordedCards[0]);
    expect(cardsOf(baseModule(KITCHEN, draft, CARDS))[1]!.title).toBe('Green Energy Forum');
    expect(editedModule(KITCHEN, draft, TIMER)).toBe(baseModule(KITCHEN, draft, TIMER));
    expect(editedModule(KITCHEN, draft, 'no-such-module')).toBeNull();
  });

  it('keeps a value that the renderer would refuse, as typed', () => {
    const draft = setField(recordedDraft(KITCHEN), TIMER, ['config', 'endTime'], 'next Tuesday');
    expect(valueAt(editedModule(KITCHEN, draft, TIMER), ['config', 'endTime'])).toBe('next Tuesday');
    expect(moduleSchemas.timer.safeParse(moduleOn(applyDraft(KITCHEN, draft), 'pc', TIMER)).success).toBe(false);
  });

  it('replaces a first write to a path by a second, and keeps writes to other paths beside it', () => {
    let draft = setField(recordedDraft(KITCHEN), CARDS, ['moduleTitle', 'title'], 'Highlights');
    draft = setField(draft, CARDS, ['config', 'columns'], 3);
    draft = setField(draft, CARDS, ['moduleTitle', 'title'], 'Our highlights');
    expect(draft.edits.get(CARDS)).toEqual([
      { path: ['config', 'columns'], value: 3 },
      { path: ['moduleTitle', 'title'], value: 'Our highlights' },
    ]);
    expect(editedModule(KITCHEN, draft, CARDS)).toMatchObject({ moduleTitle: { title: 'Our highlights' }, config: { columns: 3 } });
  });

  it('writes under a path already edited as a whole into that edit: a list reordered, then an item’s title', () => {
    const reordered = [recordedCards[2]!, recordedCards[0]!, recordedCards[1]!, ...recordedCards.slice(3)];
    let draft = setField(recordedDraft(KITCHEN), CARDS, ['config', 'items'], reordered);
    draft = setField(draft, CARDS, ['config', 'items', 0, 'title'], 'E-commerce Zone');
    const edits = draft.edits.get(CARDS)!;
    expect(edits).toHaveLength(1);
    expect(edits[0]!.path).toEqual(['config', 'items']);
    const cards = cardsOf(editedModule(KITCHEN, draft, CARDS));
    expect(cards.map((card) => card.id)).toEqual(reordered.map((card) => card.id));
    expect(cards[0]).toMatchObject({ id: 'highlight-3', title: 'E-commerce Zone' });
    expect(cards[1]!.title).toBe(recordedCards[0]!.title);
    // The reordered list the first edit holds was written into on a copy.
    expect(reordered[0]!.title).toBe('Cross-border E-commerce Zone');
  });

  it('drops the writes under a path when the path is written as a whole', () => {
    let draft = setField(recordedDraft(KITCHEN), CARDS, ['config', 'items', 0, 'title'], 'First');
    draft = setField(draft, CARDS, ['config', 'rows'], 1);
    const shorter = recordedCards.slice(1);
    draft = setField(draft, CARDS, ['config', 'items'], shorter);
    expect(draft.edits.get(CARDS)).toEqual([
      { path: ['config', 'rows'], value: 1 },
      { path: ['config', 'items'], value: shorter },
    ]);
    expect(cardsOf(editedModule(KITCHEN, draft, CARDS))[0]!.title).toBe(recordedCards[1]!.title);
  });

  it('carries the edits to every terminal that has the module, and to no other module', () => {
    let draft = setField(recordedDraft(KITCHEN), CARDS, ['config', 'items', 1, 'title'], 'Green Energy Summit');
    draft = setField(draft, SLIDESHOW, ['mobileConfig', 'interval'], 9);
    const applied = applyDraft(KITCHEN, draft);
    for (const terminal of ['pc', 'mobile']) {
      expect(cardsOf(moduleOn(applied, terminal, CARDS))[1]!.title).toBe('Green Energy Summit');
      expect(valueAt(moduleOn(applied, terminal, SLIDESHOW), ['mobileConfig', 'interval'])).toBe(9);
      expect(valueAt(moduleOn(applied, terminal, SLIDESHOW), ['config', 'interval'])).toBe(4);
    }
    expect(moduleOn(applied, 'pc', TIMER)).toEqual({ ...moduleOn(KITCHEN, 'pc', TIMER), sort: 9 });

    const phone = applyDraft(PHONE_ONLY, setField(recordedDraft(PHONE_ONLY), 'm', ['config', 'content'], 'Mobile words'));
    expect(idsOn(phone, 'pc')).toEqual(['a']);
    expect(moduleOn(phone, 'mobile', 'm')!.config).toEqual({ content: 'Mobile words' });
  });

  it('keeps a module’s edits when it moves', () => {
    const draft = moveModule(setField(recordedDraft(KITCHEN), TIMER, ['config', 'label'], 'Opens in'), TIMER, 0);
    const applied = applyDraft(KITCHEN, draft);
    expect(modulesOn(applied, 'mobile')[0]).toMatchObject({ id: TIMER, sort: 0, config: { label: 'Opens in' } });
  });
});

describe('addModule', () => {
  it('gives keys no module of the page has: new-1, new-2, and after a delete still none that is taken', () => {
    const recorded = recordedDraft(KITCHEN);
    const first = addModule(recorded, timerExample(), 0, ['pc', 'mobile']);
    const second = addModule(first.draft, timerExample(), 0, ['pc', 'mobile']);
    expect([first.key, second.key]).toEqual(['new-1', 'new-2']);
    const third = addModule(deleteModule(second.draft, 'new-1'), timerExample(), 0, ['pc']);
    expect(third.key).toBe('new-3');
    expect(third.draft.order.filter((key) => isAddedKey(key))).toEqual(['new-3', 'new-2']);
    expect(recorded.added.size).toBe(0);
    expect(recorded.order).not.toContain('new-1');
  });

  it('a key given up by a deleted hidden module comes back shown', () => {
    const added = addModule(recordedDraft(KITCHEN), timerExample(), 0, ['pc']);
    const gone = deleteModule(setHidden(added.draft, added.key, true), added.key);
    const again = addModule(gone, { moduleType: 'picture' }, 0, ['pc']);
    expect(again.key).toBe(added.key);
    expect(again.draft.hidden.has(again.key)).toBe(false);
  });

  it('tells an added key from a recorded one', () => {
    expect(isAddedKey('new-1')).toBe(true);
    expect(isAddedKey('new-12')).toBe(true);
    expect(isAddedKey('91010101')).toBe(false);
    expect(isAddedKey('new-')).toBe(false);
    expect(isAddedKey('new-1x')).toBe(false);
    expect(isAddedKey('xnew-1')).toBe(false);
    expect(isAddedKey('#3')).toBe(false);
  });

  it('places the module at the place given, clamped to the page', () => {
    const recorded = recordedDraft(KITCHEN);
    expect(addModule(recorded, timerExample(), 2, ['pc']).draft.order.indexOf('new-1')).toBe(2);
    expect(addModule(recorded, timerExample(), 99, ['pc']).draft.order.at(-1)).toBe('new-1');
    expect(addModule(recorded, timerExample(), -4, ['pc']).draft.order[0]).toBe('new-1');
    expect(addModule(recorded, timerExample(), 2, ['pc']).draft.order).toHaveLength(recorded.order.length + 1);
  });

  it('puts the module on the terminals given only, in the reply with its key as id and its place as sort', () => {
    const example = { ...timerExample(), id: 'example-id' };
    const { draft, key } = addModule(recordedDraft(KITCHEN), example, 1, ['mobile']);
    expect(example.id).toBe('example-id');
    const reply = draftReply(KITCHEN, draft);
    expect(envelope(pageDetailList).safeParse(reply).success).toBe(true);
    expect(idsOn(reply.returnObj, 'pc')).not.toContain(key);
    expect(idsOn(reply.returnObj, 'mobile').slice(0, 3)).toEqual(['91010101', key, '91010102']);
    const added = moduleOn(reply.returnObj, 'mobile', key)!;
    expect(added).toEqual({ ...timerExample(), id: key, sort: 1 });
    expect(moduleSchemas.timer.safeParse(added).success).toBe(true);
    expect(moduleOn(reply.returnObj, 'mobile', '91010102')!.sort).toBe(2);
  });

  it('edits an added module like a recorded one', () => {
    const { draft, key } = addModule(recordedDraft(KITCHEN), timerExample(), 0, ['pc', 'mobile']);
    const edited = setField(draft, key, ['config', 'endTime'], '2027-01-01 00:00:00');
    expect(valueAt(editedModule(KITCHEN, edited, key), ['config', 'endTime'])).toBe('2027-01-01 00:00:00');
    expect(valueAt(draft.added.get(key)!.module, ['config', 'endTime'])).toBe('2026-10-22 09:00:00');
    for (const terminal of ['pc', 'mobile']) expect(valueAt(moduleOn(applyDraft(KITCHEN, edited), terminal, key), ['config', 'endTime'])).toBe('2027-01-01 00:00:00');
  });
});

describe('duplicateModule', () => {
  it('copies a module with its edits just below the original, on both terminals, as a module of its own', () => {
    const edited = setField(recordedDraft(KITCHEN), CARDS, ['config', 'items', 0, 'title'], 'Robots');
    const copy = duplicateModule(edited, KITCHEN, CARDS)!;
    expect(copy.key).toBe('new-1');
    expect(copy.draft.order.slice(2, 4)).toEqual([CARDS, 'new-1']);
    const applied = applyDraft(KITCHEN, copy.draft);
    for (const terminal of ['pc', 'mobile']) {
      expect(idsOn(applied, terminal).slice(2, 4)).toEqual([CARDS, 'new-1']);
      const duplicate = moduleOn(applied, terminal, 'new-1')!;
      expect(cardsOf(duplicate)[0]!.title).toBe('Robots');
      expect(duplicate).toMatchObject({ moduleType: 'imageText', moduleTitle: { title: 'Expo highlights' }, sort: 3 });
      expect(duplicate.isHide).toBeUndefined();
    }
    // The copy and the original are edited apart from then on.
    const apart = setField(setField(copy.draft, 'new-1', ['config', 'items', 0, 'title'], 'Cobots'), CARDS, ['config', 'columns'], 2);
    expect(cardsOf(editedModule(KITCHEN, apart, CARDS))[0]!.title).toBe('Robots');
    expect(valueAt(editedModule(KITCHEN, apart, 'new-1'), ['config', 'columns'])).toBe(4);
    expect(cardsOf(editedModule(KITCHEN, apart, 'new-1'))[0]!.title).toBe('Cobots');
  });

  it('hides the copy of a hidden module, and only then', () => {
    const hidden = duplicateModule(setHidden(recordedDraft(KITCHEN), TIMER, true), KITCHEN, TIMER)!;
    expect(hidden.draft.hidden.has(hidden.key)).toBe(true);
    expect(moduleOn(applyDraft(KITCHEN, hidden.draft), 'pc', hidden.key)!.isHide).toBe(true);
    const shown = duplicateModule(recordedDraft(KITCHEN), KITCHEN, TIMER)!;
    expect(shown.draft.hidden.has(shown.key)).toBe(false);
  });

  it('puts the copy on the terminals that carry the original only', () => {
    const copy = duplicateModule(recordedDraft(PHONE_ONLY), PHONE_ONLY, 'm')!;
    expect(copy.draft.added.get(copy.key)!.terminals).toEqual(['mobile']);
    const applied = applyDraft(PHONE_ONLY, copy.draft);
    expect(idsOn(applied, 'pc')).toEqual(['a']);
    expect(idsOn(applied, 'mobile')).toEqual(['a', 'm', copy.key]);

    const added = addModule(recordedDraft(KITCHEN), timerExample(), 0, ['pc']);
    const again = duplicateModule(added.draft, KITCHEN, added.key)!;
    expect(again.key).toBe('new-2');
    expect(again.draft.order.slice(0, 2)).toEqual(['new-1', 'new-2']);
    expect(again.draft.added.get('new-2')!.terminals).toEqual(['pc']);
  });

  it('copies nothing for a key the page does not have', () => {
    expect(duplicateModule(recordedDraft(KITCHEN), KITCHEN, 'no-such-module')).toBeNull();
  });
});

describe('deleteModule', () => {
  it('leaves a recorded module out of the reply on every terminal, the others closing up', () => {
    const edited = setField(recordedDraft(FAULTY), '30010102', ['moduleTitle', 'title'], 'Makers');
    const draft = deleteModule(edited, '30010102');
    expect(draft.edits.has('30010102')).toBe(false);
    const reply = draftReply(FAULTY, draft);
    for (const terminal of ['pc', 'mobile']) {
      expect(idsOn(reply.returnObj, terminal)).toEqual(['30010101', '30010103', '30010104', '30010105', '30010106']);
      expect(modulesOn(reply.returnObj, terminal).map((module) => module.sort)).toEqual([0, 1, 2, 3, 4]);
    }
    // The record still has it: the step before the delete shows it again.
    expect(baseModule(FAULTY, draft, '30010102')).not.toBeNull();
    expect(sameDraft(FAULTY, edited, draft)).toBe(false);
    expect(deleteModule(draft, '30010102')).toBe(draft);
  });

  it('forgets an added module', () => {
    const recorded = recordedDraft(KITCHEN);
    const { draft, key } = addModule(recorded, timerExample(), 0, ['pc', 'mobile']);
    const gone = deleteModule(setField(draft, key, ['config', 'label'], 'Soon'), key);
    expect(gone.added.has(key)).toBe(false);
    expect(gone.edits.has(key)).toBe(false);
    expect(gone.order).toEqual(recorded.order);
    expect(baseModule(KITCHEN, gone, key)).toBeNull();
    for (const terminal of ['pc', 'mobile']) expect(idsOn(applyDraft(KITCHEN, gone), terminal)).not.toContain(key);
    expect(sameDraft(KITCHEN, gone, recorded)).toBe(true);
  });
});

describe('sameDraft', () => {
  it('is true when a field is written back to its recorded value, false while it differs', () => {
    const recorded = recordedDraft(KITCHEN);
    const changed = setField(recorded, TIMER, ['config', 'label'], 'Opens in');
    expect(sameDraft(KITCHEN, changed, recorded)).toBe(false);
    const back = setField(changed, TIMER, ['config', 'label'], valueAt(moduleOn(KITCHEN, 'pc', TIMER), ['config', 'label']));
    expect(back.edits.size).toBe(1);
    expect(sameDraft(KITCHEN, back, recorded)).toBe(true);
  });
});

describe('the undo history of the draft', () => {
  it('replaces the present in place: the past stays, what was undone goes, the same present is no change', () => {
    const history = undo(record(record(startHistory('a'), 'ab'), 'abc'));
    expect(history.future).toEqual(['abc']);
    const replaced = replacePresent(history, 'abx');
    expect(replaced).toEqual({ past: ['a'], present: 'abx', future: [] });
    expect(replacePresent(replaced, replaced.present)).toBe(replaced);
    expect(undo(replaced).present).toBe('a');
  });

  const page = { pageId: '910101', wire: [...KITCHEN] };
  const label = (draft: Draft) => valueAt(editedModule(KITCHEN, draft, TIMER), ['config', 'label']);
  const typeLabel = (text: string) => (draft: Draft) => setField(draft, TIMER, ['config', 'label'], text);
  const typeTitle = (text: string) => (draft: Draft) => setField(draft, TIMER, ['moduleTitle', 'title'], text);
  const LABEL = `${TIMER}:config.label`;
  const TITLE = `${TIMER}:moduleTitle.title`;
  const RECORDED_LABEL = valueAt(moduleOn(KITCHEN, 'pc', TIMER), ['config', 'label']);

  it('starts at the recorded draft with nothing to undo or redo', () => {
    const { result } = renderHook(() => useDraft(page));
    expect(result.current.draft).toBe(result.current.recorded);
    expect(result.current.draft.order).toEqual(recordedDraft(KITCHEN).order);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canRedo).toBe(false);
  });

  it('joins typing in one field into one step: one undo takes the whole word back, one redo brings it', () => {
    const { result } = renderHook(() => useDraft(page));
    for (const text of ['O', 'Op', 'Ope', 'Open']) act(() => result.current.edit(typeLabel(text), LABEL));
    expect(label(result.current.draft)).toBe('Open');
    act(() => result.current.undo());
    expect(result.current.draft).toBe(result.current.recorded);
    expect(label(result.current.draft)).toBe(RECORDED_LABEL);
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(label(result.current.draft)).toBe('Open');
    expect(result.current.canRedo).toBe(false);
  });

  it('makes typing in another field, or an edit that is not typing, a step of its own', () => {
    const { result } = renderHook(() => useDraft(page));
    act(() => result.current.edit(typeLabel('S'), LABEL));
    act(() => result.current.edit(typeLabel('So'), LABEL));
    act(() => result.current.edit(typeTitle('C'), TITLE));
    act(() => result.current.edit((draft) => moveModule(draft, TIMER, 0)));
    act(() => result.current.edit(typeLabel('Soo'), LABEL));
    act(() => result.current.edit(typeLabel('Soon'), LABEL));

    act(() => result.current.undo());
    expect(label(result.current.draft)).toBe('So');
    expect(result.current.draft.order[0]).toBe(TIMER);
    act(() => result.current.undo());
    expect(result.current.draft.order[0]).not.toBe(TIMER);
    expect(valueAt(editedModule(KITCHEN, result.current.draft, TIMER), ['moduleTitle', 'title'])).toBe('C');
    act(() => result.current.undo());
    expect(valueAt(editedModule(KITCHEN, result.current.draft, TIMER), ['moduleTitle', 'title'])).toBe('Countdown to opening');
    expect(label(result.current.draft)).toBe('So');
    act(() => result.current.undo());
    expect(result.current.draft).toBe(result.current.recorded);
  });

  it('after an undo, typing on in the same field is a new step: the step undone to is not rewritten', () => {
    const { result } = renderHook(() => useDraft(page));
    act(() => result.current.edit(typeLabel('A'), LABEL));
    act(() => result.current.edit(typeTitle('B'), TITLE));
    act(() => result.current.undo());
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.edit(typeTitle('X'), TITLE));
    expect(result.current.canRedo).toBe(false);
    act(() => result.current.undo());
    expect(label(result.current.draft)).toBe('A');
    expect(valueAt(editedModule(KITCHEN, result.current.draft, TIMER), ['moduleTitle', 'title'])).toBe('Countdown to opening');
    expect(result.current.canUndo).toBe(true);
  });

  it('gives back a draft that makes the same page after an edit and its undo', () => {
    const { result } = renderHook(() => useDraft(page));
    act(() => result.current.edit(typeLabel('Soon'), LABEL));
    const edited = result.current.draft;
    expect(sameDraft(KITCHEN, edited, result.current.recorded)).toBe(false);
    act(() => result.current.undo());
    expect(sameDraft(KITCHEN, result.current.draft, result.current.recorded)).toBe(true);
    expect(sameDraft(KITCHEN, result.current.draft, recordedDraft(KITCHEN))).toBe(true);
  });

  it('resets as a step that can be undone', () => {
    const { result } = renderHook(() => useDraft(page));
    act(() => result.current.edit((draft) => setHidden(draft, TIMER, true)));
    act(() => result.current.reset());
    expect(result.current.draft).toBe(result.current.recorded);
    expect(result.current.canUndo).toBe(true);
    act(() => result.current.undo());
    expect(result.current.draft.hidden.has(TIMER)).toBe(true);
  });

  it('opens a draft from a link as one step past the recorded page', () => {
    const linked = setField(recordedDraft(KITCHEN), TIMER, ['config', 'label'], 'From a colleague');
    const { result } = renderHook(() => useDraft(page, linked));
    expect(result.current.draft).toBe(linked);
    expect(result.current.canUndo).toBe(true);
    // Typing right after opening is a step of its own: one undo returns to the linked draft.
    act(() => result.current.edit(typeLabel('From a colleague!'), LABEL));
    act(() => result.current.undo());
    expect(result.current.draft).toBe(linked);
    act(() => result.current.undo());
    expect(result.current.draft).toBe(result.current.recorded);
  });
});
