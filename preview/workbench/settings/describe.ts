import type * as z from 'zod/mini';
import { link } from '../../../schemas/modules/link';
import { colour, fileUrl, flag, flagDefaultTrue, id, numeric, safeUrl, text } from '../../../schemas/primitives';
import type { FieldPath } from '../fieldPath';
import { isSetting, type FieldDeclaration, type NotASetting, type ObjectDeclaration } from './declare';

/** One setting of a module as the panel edits it, found by walking the schema the renderer parses. */
export type Field = FieldBase &
  (
    | { kind: 'text' | 'richText' | 'colour' | 'url' | 'link' | 'switch' | 'ids' }
    | { kind: 'file'; picture: boolean }
    | { kind: 'number'; min: number | null; max: number | null; integer: boolean }
    | { kind: 'choice'; options: readonly (string | number)[] }
    | { kind: 'group'; fields: readonly Field[] }
    | { kind: 'list'; item: Field }
  );

interface FieldBase {
  key: string;
  /** From the object holding it: its key (a list's item has none). */
  path: FieldPath;
  /** Its words; null where nothing declares it (a test fails on every such field). */
  declaration: FieldDeclaration | null;
  /** Absent or null is a valid value. */
  optional: boolean;
  /** What the renderer reads when it is absent. */
  fallback: unknown;
  /** A list item's keys the gateway names (`id`): a new item is given one. */
  named?: boolean;
}

type Schema = z.ZodMiniType;
type Declarations = ReadonlyMap<Schema, ObjectDeclaration['fields']>;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** A schema without the wrappers that only say absent, null or a default is fine, and what they say. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; fallback: unknown } {
  let inner = schema;
  let optional = false;
  let fallback: unknown = undefined;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      fallback ??= def.defaultValue;
    } else return { inner, optional, fallback };
    inner = def.innerType as Schema;
  }
}

const LINK_KEYS = Object.keys(defOf(link).shape as object);
const isLinkShaped = (shape: Record<string, Schema>) => LINK_KEYS.every((key) => key in shape);
const SAFE_URL_CHECK = (defOf(safeUrl).checks as unknown[])[0];

function bounds(checks: unknown): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const check of (checks as { _zod: { def: { check: string; value: number } } }[] | undefined) ?? []) {
    if (check._zod.def.check === 'greater_than') min = check._zod.def.value;
    if (check._zod.def.check === 'less_than') max = check._zod.def.value;
  }
  return { min, max };
}

type Kind = Field extends infer F ? (F extends unknown ? Omit<F, keyof FieldBase> : never) : never;

/** What a scalar or a named primitive is edited as; null for what is not a scalar. */
function scalarKind(schema: Schema, declaration: FieldDeclaration | null): Kind | null {
  if (schema === flag || schema === flagDefaultTrue) return { kind: 'switch' };
  if (schema === colour) return { kind: 'colour' };
  if (schema === fileUrl) return { kind: 'file', picture: declaration?.widget === 'picture' };
  if (schema === numeric) return { kind: 'number', min: null, max: null, integer: false };
  if (schema === text || schema === id) return { kind: declaration?.widget === 'richText' ? 'richText' : 'text' };
  const def = defOf(schema);
  switch (def.type) {
    case 'boolean':
      return { kind: 'switch' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries as Record<string, string>) };
    case 'number':
      return { kind: 'number', ...bounds(def.checks), integer: def.format === 'safeint' };
    case 'string':
      if ((def.checks as unknown[] | undefined)?.includes(SAFE_URL_CHECK)) return { kind: 'url' };
      if (declaration?.options) return { kind: 'choice', options: Object.keys(declaration.options) };
      return { kind: declaration?.widget === 'richText' ? 'richText' : 'text' };
    case 'union': {
      const options = (def.options as Schema[]).map(defOf);
      if (options.every((option) => option.type === 'literal')) return { kind: 'choice', options: options.flatMap((option) => option.values as (string | number)[]) };
      return null;
    }
    case 'pipe': {
      // A numeric read then bounded (numeric, then a number with its checks): the bounds are the out side's.
      if (def.in === numeric) return scalarKind(def.out as Schema, declaration) ?? { kind: 'number', min: null, max: null, integer: false };
      return null;
    }
    default:
      return null;
  }
}

function describeField(key: string, schema: Schema, declaration: FieldDeclaration | null, declarations: Declarations): Field {
  const { inner, optional, fallback } = unwrap(schema);
  // A flag's absence is a value too: false, or true for the flags that default to it.
  const base: FieldBase = { key, path: [key], declaration, optional: optional || inner === flag || inner === flagDefaultTrue, fallback: inner === flagDefaultTrue ? true : fallback };
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, Schema>;
    const fields = describeObject(inner, declarations, declaration?.fields);
    if (inner === link) return { ...base, kind: 'link' };
    if (isLinkShaped(shape)) return { ...base, kind: 'group', fields: [{ ...base, kind: 'link', path: [], key: `${key}.link` }, ...fields] };
    return { ...base, kind: 'group', fields };
  }
  if (def.type === 'array') {
    const element = def.element as Schema;
    // A list of ids (groups, categories) is edited as one line of ids, not as items.
    if (element === id) return { ...base, kind: 'ids' };
    return { ...base, kind: 'list', item: itemOf(element, declaration, declarations) };
  }
  return { ...base, ...(scalarKind(inner, declaration) ?? { kind: 'text' }) } as Field;
}

/** A list's item: a group of the object's fields (its `id` named by the workbench), or one scalar. */
function itemOf(element: Schema, declaration: FieldDeclaration | null, declarations: Declarations): Field {
  const item = describeField('', element, declaration, declarations);
  const shape = defOf(unwrap(element).inner).shape as Record<string, Schema> | undefined;
  return { ...item, path: [], named: shape !== undefined && 'id' in shape };
}

/** The settings of one object schema, in its keys' order: those declared as settings, and those nothing declares. */
export function describeObject(schema: Schema, declarations: Declarations, inherited?: Readonly<Record<string, FieldDeclaration | NotASetting>>): Field[] {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const own = declarations.get(schema) ?? inherited;
  return Object.entries(shape).flatMap(([key, field]) => {
    const entry = own?.[key];
    if (entry && !isSetting(entry)) return [];
    if (isLinkShaped(shape) && schema !== link && LINK_KEYS.includes(key)) return [];
    return [describeField(key, field, entry ?? null, declarations)];
  });
}

/** Every field below these, depth first, with its path from the top (list items as `[]`): what the words test walks. */
export function* everyField(fields: readonly Field[], prefix: readonly string[] = []): Generator<{ field: Field; where: string }> {
  for (const field of fields) {
    const where = [...prefix, field.key].filter(Boolean).join('.');
    yield { field, where };
    if (field.kind === 'group') yield* everyField(field.fields, [where]);
    if (field.kind === 'list') yield* everyField([field.item], [`${where}[]`]);
  }
}
