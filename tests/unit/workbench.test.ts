// @vitest-environment jsdom
import faulty from '../../fixtures/faulty/Page/Detail/300101.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { sameDraft } from '../support/sameDraft';
import { envelope } from '../../schemas/envelope';
import { pageDetailList } from '../../schemas/page';
import { applyDraft, draftReply, moduleRows, moveModule, recordedDraft, setHidden, setMockSchedule } from '../../preview/workbench/draft';
import { record, redo, startHistory, undo } from '../../preview/workbench/history';
import { draftMessage, packDraft, unpackDraft } from '../../preview/workbench/draftMessage';
import { fromFrame, readMessage, toFrame } from '../../preview/workbench/messages';
import { pageReport } from '../../preview/workbench/report';

const wire: unknown[] = faulty.returnObj;
const ids = (details: unknown[]) => (details[0] as { modules: { id: string }[] }).modules.map((module) => module.id);

describe('the workbench draft', () => {
  it('starts as the recorded page: every module in order, none hidden, no programme', () => {
    const draft = recordedDraft(wire);
    expect(draft.order).toEqual(['30010101', '30010102', '30010103', '30010104', '30010105', '30010106']);
    expect(draft.hidden.size).toBe(0);
    expect(draft.mockSchedule).toBeNull();
    expect(moduleRows(wire).find((row) => row.key === '30010102')).toMatchObject({ moduleType: 'description', title: 'Makers by the water', restricted: false });
  });

  it('reorders, clamps to the page, and hides or shows', () => {
    const moved = moveModule(recordedDraft(wire), '30010106', 0);
    expect(moved.order[0]).toBe('30010106');
    expect(moveModule(moved, '30010106', -5)).toBe(moved);
    expect(moveModule(moved, '30010101', 99).order.at(-1)).toBe('30010101');
    const hidden = setHidden(moved, '30010102', true);
    expect(hidden.hidden.has('30010102')).toBe(true);
    expect(setHidden(hidden, '30010102', true)).toBe(hidden);
    expect(sameDraft(wire, setHidden(hidden, '30010102', false), moved)).toBe(true);
  });

  it('applies to a copy of the wire: modules in the draft order with sort their place, isHide where changed; the bundle is untouched', () => {
    const before = JSON.stringify(wire);
    const draft = setHidden(moveModule(recordedDraft(wire), '30010105', 1), '30010101', true);
    const applied = applyDraft(wire, draft);
    expect(JSON.stringify(wire)).toBe(before);
    expect(ids(applied)).toEqual(['30010101', '30010105', '30010102', '30010103', '30010104', '30010106']);
    const modules = (applied[1] as { modules: { id: string; sort: number; isHide: boolean }[] }).modules;
    expect(modules.map((module) => module.sort)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(modules[0]!.isHide).toBe(true);
    expect(modules[1]!.isHide).toBe(false);
  });

  it('exports the Page/Detail reply in the wire shape, which the client reads', () => {
    const reply = draftReply(wire, moveModule(recordedDraft(wire), '30010106', 0));
    expect(Object.keys(reply)).toEqual(['isSuccess', 'businessMessage', 'sysMessage', 'businessCode', 'returnObj']);
    expect(envelope(pageDetailList).safeParse(reply).success).toBe(true);
    expect(ids(reply.returnObj)[0]).toBe('30010106');
  });

  it('sets the programme modules to mock data, and only where the page has them', () => {
    const page = [{ pageId: '1', terminal: 'pc', modules: [{ id: 'a', moduleType: 'schedule', config: { useMockData: false }, mobileConfig: { useMockData: false } }] }];
    const draft = setMockSchedule(recordedDraft(page), true);
    const [module] = (applyDraft(page, draft)[0] as { modules: { config: unknown; mobileConfig: unknown }[] }).modules;
    expect(module).toMatchObject({ config: { useMockData: true }, mobileConfig: { useMockData: true } });
    const none = recordedDraft(wire);
    expect(setMockSchedule(none, true)).toBe(none);
  });
});

describe('the workbench history', () => {
  it('undoes and redoes, a new step drops what was undone, and a step that changes nothing is none', () => {
    let history = startHistory(1);
    history = record(record(history, 2), 3);
    expect(record(history, history.present)).toBe(history);
    history = undo(undo(history));
    expect(history.present).toBe(1);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(2);
    history = record(history, 4);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(history.past).toEqual([1, 2]);
  });
});

describe('the workbench messages', () => {
  const event = (data: unknown, origin = location.origin, source: unknown = window) => ({ data, origin, source }) as MessageEvent;

  it('takes a message of this origin, from the expected window, in a known shape', () => {
    expect(readMessage(fromFrame, event({ channel: 'minisite-workbench', kind: 'selected', moduleId: '7' }), window)).toEqual({
      channel: 'minisite-workbench',
      kind: 'selected',
      moduleId: '7',
    });
    const details = pageDetailList.parse(wire);
    const draft = { channel: 'minisite-workbench', kind: 'draft', draft: packDraft({ pageId: '300101', details }, null).message };
    expect(readMessage(toFrame, event(draft), window)?.kind).toBe('draft');
    const thrown = { channel: 'minisite-workbench', kind: 'thrown', moduleId: '7', moduleType: 'banner', message: 'boom', terminal: 'mobile' };
    expect(readMessage(fromFrame, event(thrown), window)).toEqual(thrown);
    expect(readMessage(fromFrame, event({ ...thrown, terminal: 'tv' }), window)).toBeNull();
    expect(readMessage(fromFrame, event({ channel: 'minisite-workbench', kind: 'history', step: 'redo' }), window)?.kind).toBe('history');
  });

  it('drops another origin, another window, another channel, unknown kinds and bad drafts', () => {
    const selected = { channel: 'minisite-workbench', kind: 'selected', moduleId: '7' };
    expect(readMessage(fromFrame, event(selected, 'http://evil.example'), window)).toBeNull();
    expect(readMessage(fromFrame, event(selected, location.origin, {}), window)).toBeNull();
    expect(readMessage(fromFrame, event(selected), null)).toBeNull();
    expect(readMessage(fromFrame, event({ ...selected, channel: 'other' }), window)).toBeNull();
    expect(readMessage(fromFrame, event({ ...selected, kind: 'navigate' }), window)).toBeNull();
    expect(readMessage(fromFrame, event({ ...selected, moduleId: '' }), window)).toBeNull();
    expect(readMessage(fromFrame, event({ ...selected, extra: 1 }), window)).toBeNull();
    const draft = (details: unknown) => event({ channel: 'minisite-workbench', kind: 'draft', draft: { pageId: '1', sent: 1, base: null, details } });
    expect(readMessage(toFrame, draft([{ pageId: '1', terminal: 'pc', title: 'T', modules: [], kept: [] }]), window)?.kind).toBe('draft');
    expect(readMessage(toFrame, draft([{ pageId: '1', terminal: 'tv', title: 'T', modules: [], kept: [] }]), window)).toBeNull();
    expect(readMessage(toFrame, draft([{ pageId: '1', terminal: 'pc', title: 'T', modules: [] }]), window)).toBeNull();
  });
});

describe('the validation report', () => {
  it("lists the faulty page's every fault once, with each issue's path, and is not ready to publish", () => {
    const report = pageReport('300101', pageDetailList.parse(wire));
    expect(report.ready).toBe(false);
    expect(report.faults.map((fault) => [fault.moduleId, fault.moduleType, fault.kind, fault.terminals])).toEqual([
      ['30010103', 'hologram', 'unknown-type', ['pc', 'mobile']],
      ['30010104', 'banner', 'invalid', ['pc', 'mobile']],
    ]);
    expect(report.faults[1]!.issues.map((issue) => issue.path)).toContain('config.fileUrl');
  });

  it('lists a module that threw in the frame, on each terminal it threw on, while the draft shows it', () => {
    const thrown = (terminal: 'pc' | 'mobile') => ({ moduleId: '30010102', moduleType: 'description', message: 'boom', terminal });
    const clean = setHidden(setHidden(recordedDraft(wire), '30010103', true), '30010104', true);
    const details = pageDetailList.parse(applyDraft(wire, clean));
    const report = pageReport('300101', details, [thrown('pc'), thrown('mobile'), thrown('pc')]);
    expect(report.ready).toBe(false);
    expect(report.faults).toEqual([
      { moduleId: '30010102', moduleType: 'description', kind: 'render', issues: [{ path: '(root)', message: 'boom' }], terminals: ['pc', 'mobile'] },
    ]);
    const hidden = pageDetailList.parse(applyDraft(wire, setHidden(clean, '30010102', true)));
    expect(pageReport('300101', hidden, [thrown('pc')]).ready).toBe(true);
    // A module no longer on the page (another page's fault arriving late) is not this page's.
    expect(pageReport('300101', details, [{ ...thrown('pc'), moduleId: '99999999' }]).ready).toBe(true);
  });

  it('follows the draft: a hidden faulty module is no fault of the page, and a clean page is ready', () => {
    const draft = setHidden(setHidden(recordedDraft(wire), '30010103', true), '30010104', true);
    expect(pageReport('300101', pageDetailList.parse(applyDraft(wire, draft)))).toEqual({ pageId: '300101', ready: true, faults: [] });
  });
});

describe('a draft on its way to the frame', () => {
  // As the frame reads it (readMessage): through the message's schema.
  const read = (packed: ReturnType<typeof packDraft>) => draftMessage.parse(packed.message)!;
  const details = pageDetailList.parse(wire);
  const first = { pageId: '300101', details };
  const edited = { ...details[0]!, title: 'Renamed' };
  const second = { pageId: '300101', details: [{ ...details[0]!, modules: [edited.modules[1], { id: 'new-1' }, edited.modules[0], ...edited.modules.slice(2)] }] };

  it('carries every module the first time, then only those the frame does not hold, as the same objects there', () => {
    const sentFirst = packDraft(first, null);
    const firstMessage = read(sentFirst);
    expect(firstMessage.base).toBeNull();
    expect(firstMessage.details[0]!.kept.every((place) => place === -1)).toBe(true);
    const held = { sent: firstMessage.sent, draft: unpackDraft(firstMessage, null)! };
    expect(held.draft.details[0]!.modules).toEqual(details[0]!.modules);

    const message = read(packDraft(second, sentFirst.sent));
    expect(message.base).toBe(firstMessage.sent);
    // Only the new module travels; the others are named by their place in the first draft.
    expect(message.details[0]!.modules.filter((module) => module !== null)).toEqual([{ id: 'new-1' }]);
    expect(message.details[0]!.kept.slice(0, 3)).toEqual([1, -1, 0]);
    const unpacked = unpackDraft(message, held)!;
    expect(unpacked.details[0]!.modules[0]).toBe(held.draft.details[0]!.modules[1]);
    expect(unpacked.details[0]!.modules[2]).toBe(held.draft.details[0]!.modules[0]);
    expect(unpacked.details[0]!.modules[1]).toEqual({ id: 'new-1' });
  });

  it('is refused by a frame that does not hold its base, or when it names a place that base never had', () => {
    const sentFirst = packDraft(first, null);
    const next = read(packDraft(second, sentFirst.sent));
    expect(unpackDraft(next, null)).toBeNull();
    expect(unpackDraft(next, { sent: 99, draft: first })).toBeNull();
    const lying = { ...next, details: next.details.map((detail) => ({ ...detail, kept: detail.kept.map((place) => (place === -1 ? -1 : 4000)) })) };
    expect(unpackDraft(lying, { sent: next.base!, draft: first })).toBeNull();
  });

  it('carries a module that is not an object in full, and takes no module’s own shape for a name', () => {
    const odd = { pageId: '300101', details: [{ ...details[0]!, modules: [null, 'text', { kept: 0 }] }] };
    const sentOdd = packDraft(odd, null);
    const again = read(packDraft(odd, sentOdd.sent));
    expect(again.details[0]!.kept).toEqual([-1, -1, 2]);
    expect(unpackDraft(again, { sent: read(sentOdd).sent, draft: odd })!.details[0]!.modules).toEqual([null, 'text', { kept: 0 }]);
  });
});
