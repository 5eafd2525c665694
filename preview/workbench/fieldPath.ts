/** Where a value sits in a module's wire object: keys of objects and places in lists, from the module down. */
export type FieldPath = readonly (string | number)[];

const isContainer = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null;

/** The value at a path, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), value);
}

/**
 * A copy of `value` with `next` at `path`; what the path passes through is copied, nothing else.
 * Objects or lists the path needs and does not find are made (a list where the key is a place).
 */
export function withValueAt(value: unknown, path: FieldPath, next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  const node: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : isContainer(value) ? { ...value } : typeof key === 'number' ? [] : {};
  (node as Record<string | number, unknown>)[key] = withValueAt((node as Record<string | number, unknown>)[key], rest, next);
  return node;
}
