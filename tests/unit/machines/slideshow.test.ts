import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { slideshowMachine, type SlideshowEvent } from '../../../src/machines/slideshow';

function start(count = 3, first = 0) {
  return createActor(slideshowMachine, { input: { count, start: first } }).start();
}

function after(events: SlideshowEvent[], count = 3, first = 0) {
  const actor = start(count, first);
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('slideshow machine', () => {
  it('starts playing at the given slide', () => {
    const snapshot = start(3, 0).getSnapshot();
    expect(snapshot.value).toBe('playing');
    expect(snapshot.context).toEqual({ index: 0, count: 3 });
  });

  it('wraps a start beyond the slides', () => {
    expect(start(3, 4).getSnapshot().context.index).toBe(1);
  });

  it('advances on TICK while playing, wrapping after the last slide', () => {
    expect(after([{ type: 'TICK' }]).context.index).toBe(1);
    expect(after([{ type: 'TICK' }, { type: 'TICK' }, { type: 'TICK' }]).context.index).toBe(0);
  });

  it('NEXT and PREV move one slide and wrap at both ends', () => {
    expect(after([{ type: 'NEXT' }]).context.index).toBe(1);
    expect(after([{ type: 'NEXT' }], 3, 2).context.index).toBe(0);
    expect(after([{ type: 'PREV' }]).context.index).toBe(2);
    expect(after([{ type: 'PREV' }], 3, 2).context.index).toBe(1);
  });

  it('GO_TO shows the slide asked for, wrapped into range', () => {
    expect(after([{ type: 'GO_TO', index: 2 }]).context.index).toBe(2);
    expect(after([{ type: 'GO_TO', index: -1 }]).context.index).toBe(2);
  });

  it('PAUSE stops ticks from advancing; RESUME plays again', () => {
    const paused = after([{ type: 'PAUSE' }, { type: 'TICK' }]);
    expect(paused.value).toBe('paused');
    expect(paused.context.index).toBe(0);
    const resumed = after([{ type: 'PAUSE' }, { type: 'RESUME' }, { type: 'TICK' }]);
    expect(resumed.value).toBe('playing');
    expect(resumed.context.index).toBe(1);
  });

  it('lets the visitor move while paused, staying paused', () => {
    const snapshot = after([{ type: 'PAUSE' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PREV' }, { type: 'GO_TO', index: 2 }]);
    expect(snapshot.value).toBe('paused');
    expect(snapshot.context.index).toBe(2);
  });

  it('ignores RESUME while playing and PAUSE while paused', () => {
    expect(after([{ type: 'RESUME' }]).value).toBe('playing');
    expect(after([{ type: 'PAUSE' }, { type: 'PAUSE' }, { type: 'RESUME' }]).value).toBe('playing');
  });

  it('stays on the one slide when there is only one', () => {
    expect(after([{ type: 'TICK' }, { type: 'NEXT' }, { type: 'PREV' }], 1).context.index).toBe(0);
  });
});
