import kitchenSink from '../../fixtures/kitchen-sink/Page/Detail/910101.json' with { type: 'json' };
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sameDraft } from '../support/sameDraft';
import { addModule, moveModule, recordedDraft, setField, setHidden, setMockSchedule, type Draft } from '../../preview/workbench/draft';
import { draftFragment, readDraftFragment, type LinkView } from '../../preview/workbench/share/draftLink';

const KITCHEN: readonly unknown[] = kitchenSink.returnObj;
const VIEW: LinkView = { viewport: { preset: 'custom', width: 1024, height: 700 }, mode: 'live', zoom: 75 };
const PAGE_ID = '910101';

/** A draft that changes some of everything: order, hidden, the programme's mock sessions, fields, an added module. */
function busyDraft(): Draft {
  let draft = moveModule(recordedDraft(KITCHEN), '91010110', 0);
  draft = setHidden(draft, '91010104', true);
  draft = setMockSchedule(draft, true);
  draft = setField(draft, '91010103', ['config', 'items', 1, 'title'], 'Green Energy Summit');
  draft = setField(draft, '91010103', ['config', 'columns'], 9);
  draft = setField(draft, '91010111', ['mobileConfig', 'slides'], []);
  return addModule(draft, { moduleType: 'registration', config: { buttonText: '报名 ✓', registrationUrl: 'https://register.example.org/?a=1&b=2#x' } }, 2, ['mobile']).draft;
}

/** What a fragment carries, read back with the standard deflate-raw (not the product's own stream). */
const carriedJson = (fragment: string) => JSON.parse(inflateRawSync(Buffer.from(fragment.replace(/^#draft=/, ''), 'base64url')).toString('utf8')) as Record<string, unknown>;
/** A fragment holding these bytes as a link would: deflate-raw, base64url. */
const packed = (text: string) => `#draft=${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}`;
/** A fragment holding what draftFragment writes, changed by `change`. */
async function tampered(change: (carried: Record<string, unknown>) => void) {
  const carried = carriedJson(await draftFragment({ pageId: PAGE_ID, view: VIEW, draft: busyDraft() }));
  change(carried);
  return packed(JSON.stringify(carried));
}

describe('the draft link', () => {
  it('round-trips a draft and the view through the fragment: Sets and Maps, order, mock, edits and added modules', async () => {
    const draft = busyDraft();
    const fragment = await draftFragment({ pageId: PAGE_ID, view: VIEW, draft });
    expect(fragment).toMatch(/^#draft=[A-Za-z0-9_-]+$/);
    const read = await readDraftFragment(fragment);
    expect(read).toEqual({ pageId: PAGE_ID, view: VIEW, draft });
    expect(read!.draft.hidden).toBeInstanceOf(Set);
    expect(read!.draft.edits).toBeInstanceOf(Map);
    expect(read!.draft.added).toBeInstanceOf(Map);
    expect([...read!.draft.edits.keys()]).toEqual(['91010103', '91010111']);
    expect(read!.draft.added.get('new-1')!.terminals).toEqual(['mobile']);
    expect(sameDraft(KITCHEN, read!.draft, draft)).toBe(true);
  });

  it('round-trips the recorded draft and every kind of zoom, and a page without a programme (mock null)', async () => {
    const recorded = recordedDraft([{ pageId: '1', terminal: 'pc', modules: [] }]);
    expect(recorded.mockSchedule).toBeNull();
    for (const zoom of ['fit', 25, 200, 137.5] as const) {
      const view: LinkView = { viewport: { preset: 'phone', width: 375, height: 667 }, mode: 'preview', zoom };
      expect(await readDraftFragment(await draftFragment({ pageId: '1', view, draft: recorded }))).toEqual({ pageId: '1', view, draft: recorded });
    }
  });

  it('carries the draft compressed, in the JSON a colleague’s workbench reads', async () => {
    const draft = busyDraft();
    const fragment = await draftFragment({ pageId: PAGE_ID, view: VIEW, draft });
    const carried = carriedJson(fragment);
    expect(carried).toMatchObject({ pageId: PAGE_ID, view: VIEW, order: draft.order, hidden: ['91010104'], mockSchedule: true });
    expect(fragment.length).toBeLessThan(JSON.stringify(carried).length);
  });

  it('reads the draft beside other parts of the fragment, with or without its #', async () => {
    const draft = busyDraft();
    const fragment = await draftFragment({ pageId: PAGE_ID, view: VIEW, draft });
    expect((await readDraftFragment(`#panel=settings&${fragment.slice(1)}`))?.draft).toEqual(draft);
    expect((await readDraftFragment(fragment.slice(1)))?.pageId).toBe(PAGE_ID);
  });

  it('carries a draft too large for an address whole (its length is what the workbench refuses), never failing on its size', async () => {
    const big = addModule(recordedDraft(KITCHEN), { moduleType: 'description', config: { content: Array.from({ length: 60_000 }, (_, n) => (n * 7919) % 65_536).join(' ') } }, 0, ['pc']);
    const fragment = await draftFragment({ pageId: PAGE_ID, view: VIEW, draft: big.draft });
    expect(fragment.length).toBeGreaterThan(100_000);
    expect((await readDraftFragment(fragment))?.draft.added.size).toBe(1);
  });

  it('takes added modules only under keys of added modules, each with its key as its id', async () => {
    const recordedKey = await tampered((carried) => {
      (carried.added as { key: string }[])[0]!.key = '91010101';
    });
    expect(await readDraftFragment(recordedKey)).toBeNull();
    const otherId = await tampered((carried) => {
      (carried.added as { module: Record<string, unknown> }[])[0]!.module.id = '91010101';
    });
    const added = [...(await readDraftFragment(otherId))!.draft.added];
    expect(added.length).toBeGreaterThan(0);
    for (const [key, entry] of added) expect(entry.module.id).toBe(key);
  });

  it('reads a fragment without a draft as null', async () => {
    for (const fragment of ['', '#', '#draft=', '#panel=settings', '#drafts=abc']) await expect(readDraftFragment(fragment)).resolves.toBeNull();
  });

  it('reads a draft whose view is out of bounds or unknown as null', async () => {
    const huge = await draftFragment({ pageId: PAGE_ID, view: { ...VIEW, zoom: 500 }, draft: busyDraft() });
    await expect(readDraftFragment(huge)).resolves.toBeNull();
    const tiny = await draftFragment({ pageId: PAGE_ID, view: { ...VIEW, zoom: 10 }, draft: busyDraft() });
    await expect(readDraftFragment(tiny)).resolves.toBeNull();
    await expect(readDraftFragment(await tampered((carried) => (carried.view = { ...VIEW, mode: 'edit' })))).resolves.toBeNull();
    await expect(readDraftFragment(await tampered((carried) => (carried.view = { ...VIEW, viewport: { preset: 'watch', width: 200, height: 200 } })))).resolves.toBeNull();
  });

  it('reads a corrupt fragment as null, never throwing: not base64, not deflate, cut short, deflate of what is not JSON', async () => {
    const good = await draftFragment({ pageId: PAGE_ID, view: VIEW, draft: busyDraft() });
    const corrupt = [
      '#draft=!!!!',
      '#draft=%E0%A4%A',
      '#draft=a',
      '#draft=aGVsbG8gd29ybGQ', // base64 of "hello world": not deflate
      good.slice(0, Math.floor(good.length / 2)),
      packed('not json at all'),
      packed('{"pageId": "910101", '),
      packed('null'),
      packed('[]'),
      packed('"a string"'),
    ];
    for (const fragment of corrupt) await expect(readDraftFragment(fragment), fragment).resolves.toBeNull();
  });

  it('reads a draft in the wrong shape as null: each part is checked', async () => {
    // Unchanged, the same carried JSON reads: each null below is the change's doing.
    expect((await readDraftFragment(await tampered(() => undefined)))?.draft).toEqual(busyDraft());
    const wrong: ((carried: Record<string, unknown>) => void)[] = [
      (carried) => delete carried.pageId,
      (carried) => (carried.pageId = 910101),
      (carried) => (carried.order = 'new-1'),
      (carried) => (carried.hidden = { '91010104': true }),
      (carried) => (carried.mockSchedule = 'yes'),
      (carried) => (carried.edits = [{ key: '91010103', edits: [{ path: 'config.columns', value: 9 }] }]),
      (carried) => (carried.edits = [{ key: '91010103', edits: [{ path: [{ key: 'config' }], value: 9 }] }]),
      (carried) => (carried.added = [{ key: 'new-1', module: 'registration', terminals: ['mobile'] }]),
      (carried) => (carried.added = [{ key: 'new-1', module: { moduleType: 'registration' }, terminals: 'mobile' }]),
      (carried) => (carried.added = { 'new-1': { module: {}, terminals: [] } }),
    ];
    for (const change of wrong) await expect(readDraftFragment(await tampered(change)), change.toString()).resolves.toBeNull();
  });

  it('reads a hostile added module without touching every object’s prototype', async () => {
    const hostile = await tampered((carried) => {
      carried.added = [{ key: 'new-1', module: JSON.parse('{"moduleType":"picture","__proto__":{"polluted":true}}') as unknown, terminals: ['pc'] }];
    });
    const read = await readDraftFragment(hostile);
    expect(read?.draft.added.get('new-1')?.module.moduleType).toBe('picture');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
