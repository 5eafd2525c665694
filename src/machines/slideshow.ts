import { assign, setup } from 'xstate';

export interface SlideshowContext {
  /** The slide in view. */
  index: number;
  /** How many slides there are; indexes wrap around at both ends. */
  count: number;
}

export type SlideshowEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  /** The autoplay interval has elapsed. */
  | { type: 'TICK' }
  /** The pointer or focus entered the slideshow. */
  | { type: 'PAUSE' }
  /** The pointer and focus have both left it. */
  | { type: 'RESUME' };

const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/**
 * The slide in view and whether it advances by itself. In `playing` each TICK moves to the next
 * slide; in `paused` (hover or focus) ticks are ignored. The visitor's own NEXT, PREV and GO_TO
 * work in both states, and every move wraps around.
 */
export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as { count: number; start: number },
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    prev: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({ index: ({ context, event }) => (event.type === 'GO_TO' ? wrap(event.index, context.count) : context.index) }),
  },
}).createMachine({
  id: 'slideshow',
  context: ({ input }) => ({ count: input.count, index: wrap(input.start, input.count) }),
  initial: 'playing',
  on: {
    NEXT: { actions: 'next' },
    PREV: { actions: 'prev' },
    GO_TO: { actions: 'goTo' },
  },
  states: {
    playing: {
      on: { TICK: { actions: 'next' }, PAUSE: 'paused' },
    },
    paused: {
      on: { RESUME: 'playing' },
    },
  },
});
