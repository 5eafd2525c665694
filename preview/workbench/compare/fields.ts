import { isRecord } from '../draft';
import type { FieldPath } from '../fieldPath';

export type { FieldPath };

export interface FieldChange {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

// Past this depth a subtree is compared by reference and reported whole: no field an organiser
// edits is that deep (the fixtures reach 6), and the walk must end on a cyclic or bomb-deep payload.
const MAX_DEPTH = 32;

// Gateways send null and leave fields out for the same thing.
const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;

const sameLeaf = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A stable text for an item without an id, so reordered items are recognised; null fields left out. */
function signature(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return '…';
  if (Array.isArray(value)) return `[${value.map((item) => signature(item, depth + 1)).join(',')}]`;
  if (isRecord(value)) {
    const fields = Object.keys(value)
      .filter((key) => !isNullish(value[key]))
      .sort()
      .map((key) => `${JSON.stringify(key)}:${signature(value[key], depth + 1)}`);
    return `{${fields.join(',')}}`;
  }
  return isNullish(value) ? 'null' : `${typeof value}:${String(value)}`;
}

const itemKey = (item: unknown) =>
  isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? `id:${String(item.id)}` : signature(item);

/** Whether the items both arrays hold come in another order (items known by id, else by value). */
function reordered(before: readonly unknown[], after: readonly unknown[]): boolean {
  const keysBefore = before.map(itemKey);
  const keysAfter = after.map(itemKey);
  const inAfter = new Set(keysAfter);
  const inBefore = new Set(keysBefore);
  const common = keysBefore.filter((key) => inAfter.has(key));
  const commonAfter = keysAfter.filter((key) => inBefore.has(key));
  return common.some((key, index) => commonAfter[index] !== key);
}

function walk(before: unknown, after: unknown, path: (string | number)[], ignore: ReadonlySet<string>, out: FieldChange[]): void {
  if (before === after || (isNullish(before) && isNullish(after))) return;
  if (path.length > MAX_DEPTH) {
    out.push({ path: [...path], before, after });
    return;
  }
  // Null against a list or an object is the empty one: a field filled in, not a new type.
  const arrays = (Array.isArray(before) || isNullish(before)) && (Array.isArray(after) || isNullish(after));
  if (arrays) {
    const a = (before ?? []) as readonly unknown[];
    const b = (after ?? []) as readonly unknown[];
    // A list grown, shrunk or reordered is one change: every index after the first would differ.
    if (a.length !== b.length || reordered(a, b)) out.push({ path: [...path], before, after });
    else a.forEach((item, index) => walk(item, b[index], [...path, index], ignore, out));
    return;
  }
  const records = (isRecord(before) || isNullish(before)) && (isRecord(after) || isNullish(after));
  if (records) {
    const a = (before ?? {}) as Record<string, unknown>;
    const b = (after ?? {}) as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (path.length > 0 || !ignore.has(key)) walk(a[key], b[key], [...path, key], ignore, out);
    return;
  }
  if (!sameLeaf(before, after)) out.push({ path: [...path], before, after });
}

/**
 * Every leaf that differs between two values, deep through objects and arrays, with `ignore`
 * naming top-level fields to skip. A list that changed length or order is one change at its path.
 */
export function fieldChanges(before: unknown, after: unknown, ignore: ReadonlySet<string> = new Set()): FieldChange[] {
  const out: FieldChange[] = [];
  walk(before, after, [], ignore, out);
  return out;
}

export const sameValue = (a: unknown, b: unknown) => fieldChanges(a, b).length === 0;
