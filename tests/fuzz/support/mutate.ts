// How a hostile or broken gateway bends a payload we know: fields dropped, duplicated, retyped
// or replaced by hostile values, unknown fields added. A case is a list of mutations, each picking
// its place by a number, so fast-check can shrink a failure to the one edit that matters.
import fc from 'fast-check';

/** Strings a page must show as text or refuse: markup, script addresses, sizes and scripts nobody tested with. */
export const HOSTILE_STRINGS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">x</a>',
  '',
  ' ',
  '\u0000',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 中文',
  '9'.repeat(400),
  'x'.repeat(20_000),
  '2026-02-30T25:61:00',
  '-1',
  'NaN',
  '__proto__',
  'constructor',
];

const hostileNumber = fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0, 1e21, -1e21, 0.5, Number.MAX_SAFE_INTEGER + 2, 2 ** 53);

/** Values a hostile or broken gateway might put anywhere. */
export const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hostileNumber,
  fc.constantFrom(null, undefined, [], {}, true, false, [null], { '': null }),
);

export interface Mutation {
  /** Which place in the payload (taken modulo the places there are). */
  pick: number;
  op: 'remove' | 'replace' | 'duplicate' | 'retype' | 'addField' | 'sameType';
  value: unknown;
  /** What a string becomes, keeping its type (sameType): most schemas still accept it, so it reaches the DOM. */
  text: string;
  /** What a number becomes, keeping its type (sameType). */
  number: number;
  /** The name of a field added (addField). */
  field: string;
}

const ALL_OPS: Mutation['op'][] = ['remove', 'replace', 'duplicate', 'retype', 'addField', 'sameType', 'sameType', 'sameType'];

/**
 * Edits to a payload. With `ops` ['sameType'] every value keeps its type, so most edited payloads
 * still pass their schema and reach the components with hostile texts and numbers.
 */
export const mutations = (maxLength = 4, ops: Mutation['op'][] = ALL_OPS) =>
  fc.array(
    fc.record({
      pick: fc.nat(),
      op: fc.constantFrom(...ops),
      value: hostileValue,
      text: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'grapheme', maxLength: 40 })),
      number: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1e21, 2 ** 53, 0.5, 1e-7, 86_400_000 * 400_000)),
      field: fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'type', 'languages', 'list'),
    }),
    { minLength: 1, maxLength },
  );

type Key = string | number;
type Node = Record<Key, unknown>;

/** Every path to a value inside `value`. */
function paths(value: unknown, prefix: Key[] = []): Key[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Node)[key], [...prefix, key]))];
}

/** The same content in another type: a number as a string, a string as a number, a list as an object... */
function retyped(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : [value];
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 1 : 'false';
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, index) => [index, item]));
  if (value && typeof value === 'object') return Object.values(value);
  return value === null ? 'null' : null;
}

/** `value` with the mutations applied, in order (the input is left as it was). */
export function mutate(value: unknown, edits: readonly Mutation[]): unknown {
  const box: Node = { root: structuredClone(value) };
  for (const { pick, op, value, field, text, number } of edits) {
    // A copy: fast-check hands the same constant object to many edits, which must not share it.
    const replacement = structuredClone(value);
    const all = paths(box.root, ['root']);
    const path = all[pick % all.length]!;
    const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, box);
    const last = path.at(-1)!;
    const current = parent[last];
    if (op === 'remove') {
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
    } else if (op === 'replace') parent[last] = replacement;
    else if (op === 'retype') parent[last] = retyped(current);
    else if (op === 'sameType') parent[last] = typeof current === 'string' ? text : typeof current === 'number' ? number : typeof current === 'boolean' ? !current : current;
    else if (op === 'duplicate') {
      if (Array.isArray(parent)) parent.splice(last as number, 0, structuredClone(current));
      else if (Array.isArray(current)) parent[last] = [...current, ...structuredClone(current)];
      else parent[last] = [current, current];
    } else if (current && typeof current === 'object' && !Array.isArray(current)) {
      Object.defineProperty(current, field, { value: replacement, enumerable: true, configurable: true, writable: true });
    } else parent[last] = { [field]: replacement, value: current };
  }
  return box.root;
}
