/** Positions (into `values`) of one longest strictly increasing subsequence, O(n log n). */
export function longestIncreasing(values: readonly number[]): Set<number> {
  // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[position] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = position;
  });
  const kept = new Set<number>();
  for (let position = tails.at(-1) ?? -1; position !== -1; position = previous[position]!) kept.add(position);
  return kept;
}

export interface Move {
  key: string;
  /** 1-based places among the modules both orders hold. */
  from: number;
  to: number;
}

/**
 * The fewest modules whose moves explain the new order: the modules both orders hold, minus the
 * longest run already in the recorded order. Moving one module anywhere names that module alone.
 */
export function moves(recorded: readonly string[], drafted: readonly string[]): Move[] {
  const inDraft = new Set(drafted);
  const common = recorded.filter((key) => inDraft.has(key));
  const from = new Map(common.map((key, index) => [key, index]));
  const order = drafted.filter((key) => from.has(key));
  const kept = longestIncreasing(order.map((key) => from.get(key)!));
  return order.flatMap((key, index) => (kept.has(index) ? [] : [{ key, from: from.get(key)! + 1, to: index + 1 }]));
}
