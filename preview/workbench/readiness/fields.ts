import type * as z from 'zod/mini';
import { isRecord } from '../draft';
import type { FieldPath } from '../fieldPath';

export type { FieldPath };

export interface Field {
  /** The schema that read the value: how a caller knows what kind of field it is (e.g. `fileUrl`). */
  schema: z.core.$ZodType;
  value: unknown;
  path: FieldPath;
}


/**
 * Every value of a parsed payload that its schema describes, with the schema that read it, walked
 * side by side. What a loose object only kept (keys the schema does not name) is left out: the
 * renderer never reads it, so nothing in it can be wrong on the page.
 */
function* walk(schema: z.core.$ZodType, value: unknown, path: FieldPath): Generator<Field> {
  yield { schema, value, path };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      yield* walk(def.innerType, value, path);
      return;
    case 'lazy':
      yield* walk(def.getter(), value, path);
      return;
    case 'pipe':
      // The parsed value is what `out` gave. A transform says nothing of its output's shape; ours
      // keep the shape they were given (a list less its unreadable items), so `in` describes it.
      yield* walk(def.out._zod.def.type === 'transform' ? def.in : def.out, value, path);
      return;
    case 'union':
      // The parsed value no longer says which option read it; an option that does not fit it finds nothing below.
      for (const option of def.options) yield* walk(option, value, path);
      return;
    case 'intersection':
      yield* walk(def.left, value, path);
      yield* walk(def.right, value, path);
      return;
    case 'object':
      if (!isRecord(value)) return;
      for (const [key, field] of Object.entries(def.shape)) if (Object.hasOwn(value, key)) yield* walk(field, value[key], [...path, key]);
      return;
    case 'record':
      if (!isRecord(value)) return;
      for (const [key, entry] of Object.entries(value)) yield* walk(def.valueType, entry, [...path, key]);
      return;
    case 'array':
      if (!Array.isArray(value)) return;
      for (const [index, item] of value.entries()) yield* walk(def.element, item, [...path, index]);
      return;
    case 'tuple':
      if (!Array.isArray(value)) return;
      for (const [index, item] of value.entries()) {
        const member = def.items[index] ?? def.rest;
        if (member) yield* walk(member, item, [...path, index]);
      }
      return;
    default:
      return;
  }
}

/** The fields of a parsed payload that pass `test`, each place once (a union's options may reach the same one twice), in the payload's order. */
export function fieldsWhere(schema: z.core.$ZodType, value: unknown, test: (field: Field) => boolean): Field[] {
  const found = new Map<string, Field>();
  for (const field of walk(schema, value, [])) {
    const key = JSON.stringify(field.path);
    if (!found.has(key) && test(field)) found.set(key, field);
  }
  return [...found.values()];
}
