import type * as z from 'zod/mini';

/** A field's label and its one-line help, in one of the workbench's languages. */
export type Words = readonly [label: string, help: string];

/** How a field is edited where its schema alone cannot tell (a string may be a name, a paragraph or organiser HTML). */
export type Widget = 'richText' | 'picture' | 'multiline';

/** What an organiser reads of one field: its label and help in the workbench's languages, and how it is edited. */
export interface FieldDeclaration {
  en: Words;
  zh: Words;
  widget?: Widget;
  /** An enum's values (or a union of literals) as organisers name them, each in both languages. */
  options?: Readonly<Record<string, { en: string; zh: string }>>;
  /**
   * The fields of the object this field holds (an inline group, or each item of a list), where
   * that object schema has no declaration of its own.
   */
  fields?: Readonly<Record<string, FieldDeclaration | NotASetting>>;
}

/** A key of the payload the settings panel does not show, with the reason (the outline orders modules, the gateway names them). */
export interface NotASetting {
  notASetting: string;
}

type Shape<S> = S extends z.ZodMiniObject<infer Fields> ? Fields : never;

/** Every key of one object schema, declared: the type check fails while a key of the schema has no declaration. */
export interface ObjectDeclaration<S extends z.ZodMiniObject = z.ZodMiniObject> {
  schema: S;
  fields: { readonly [Key in keyof Shape<S> & string]: FieldDeclaration | NotASetting };
}

export const declareFields = <S extends z.ZodMiniObject>(schema: S, fields: ObjectDeclaration<S>['fields']): ObjectDeclaration => ({ schema, fields }) as ObjectDeclaration;

export const isSetting = (entry: FieldDeclaration | NotASetting | undefined): entry is FieldDeclaration => entry !== undefined && !('notASetting' in entry);
