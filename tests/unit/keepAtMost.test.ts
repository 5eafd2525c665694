import { describe, expect, it } from 'vitest';
import { keepAtMost } from '../../src/platform/keepAtMost';

describe('keepAtMost', () => {
  it('holds at most its bound, letting the oldest entry go first', () => {
    const kept = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) keepAtMost(kept, 3, key, index);
    expect([...kept]).toEqual([['b', 1], ['c', 2], ['d', 3]]);
  });
});
